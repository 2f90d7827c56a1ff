import { createHash } from 'node:crypto';

// The club pages' look: the platform's brand colours and type, for a phone first (375 px) and a desk. One
// stylesheet inline in each page, allowed by its hash in the page's CSP (club-pages.ts): no other style or script.

export const PAGE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a202c;background:#f4f6f5}
header{background:#1f5135;color:#fff;padding:12px 16px;font-weight:600}
main{max-width:640px;margin:0 auto;padding:16px}
h1{font-size:1.5rem;line-height:1.25;margin:8px 0 12px}
.card{background:#fff;border:1px solid #d9e0dc;border-radius:8px;padding:16px;margin:0 0 16px}
.facts{margin:0;display:grid;grid-template-columns:auto 1fr;gap:4px 12px}
.facts dt{color:#4a5568}
.facts dd{margin:0;font-weight:600}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px;margin-top:4px}
.photos img{display:block;width:100%;height:auto;border-radius:6px;border:1px solid #d9e0dc}
fieldset{border:0;margin:0 0 20px;padding:0}
legend{font-weight:600;margin-bottom:8px;padding:0}
.scale{display:grid;grid-template-columns:repeat(6,1fr);gap:6px}
.scale label{position:relative;display:flex;align-items:center;justify-content:center;min-height:44px;border:1px solid #a0aec0;border-radius:6px;background:#fff;font-weight:600;cursor:pointer}
.scale input{position:absolute;opacity:0;width:100%;height:100%;margin:0;cursor:pointer}
.scale input:checked+span{color:#fff}
.scale label:has(input:checked){background:#1f5135;border-color:#1f5135;color:#fff}
.scale label:has(input:focus-visible){outline:3px solid #2b6cb0;outline-offset:2px}
.ends{display:flex;justify-content:space-between;font-size:.875rem;color:#4a5568;margin-top:4px}
textarea{width:100%;min-height:120px;font:inherit;padding:8px;border:1px solid #a0aec0;border-radius:6px}
textarea:focus-visible{outline:3px solid #2b6cb0;outline-offset:1px}
.hint{font-size:.875rem;color:#4a5568;margin:4px 0 0}
.error{color:#c53030;font-weight:600;margin:6px 0 0}
.invalid .scale label{border-color:#c53030}
.notice{border-left:4px solid #1f5135;background:#eef6f1;padding:12px;margin:0 0 16px;border-radius:4px}
.alert{border-left:4px solid #c53030;background:#fff5f5;padding:12px;margin:0 0 16px;border-radius:4px}
button{display:block;width:100%;min-height:48px;border:0;border-radius:6px;background:#1f5135;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #2b6cb0;outline-offset:2px}
@media (min-width:600px){button{width:auto;padding:0 24px}}
h2{font-size:1.15rem;margin:0 0 8px}
h3{font-size:1rem;margin:12px 0 4px}
.bar-row{display:grid;grid-template-columns:8.5rem 1fr 4.5rem;align-items:center;gap:8px;margin:4px 0}
.bar-label{font-size:.875rem;color:#4a5568}
.bar-value{text-align:right;font-weight:600;font-variant-numeric:tabular-nums}
meter.bar{width:100%;height:12px;-webkit-appearance:none;appearance:none;background:#eef4f0;border:0;border-radius:6px}
meter.bar::-webkit-meter-bar{background:#eef4f0;border:0;border-radius:6px;height:12px}
meter.bar-own::-webkit-meter-optimum-value,meter.bar-own::-webkit-meter-suboptimum-value,meter.bar-own::-webkit-meter-even-less-good-value{background:#1f5135;border-radius:6px}
meter.bar-average::-webkit-meter-optimum-value,meter.bar-average::-webkit-meter-suboptimum-value,meter.bar-average::-webkit-meter-even-less-good-value{background:#718096;border-radius:6px}
meter.bar-previous::-webkit-meter-optimum-value,meter.bar-previous::-webkit-meter-suboptimum-value,meter.bar-previous::-webkit-meter-even-less-good-value{background:#b7791f;border-radius:6px}
meter.bar-own::-moz-meter-bar{background:#1f5135}
meter.bar-average::-moz-meter-bar{background:#718096}
meter.bar-previous::-moz-meter-bar{background:#b7791f}
details.card summary{cursor:pointer;min-height:44px;display:flex;align-items:center;gap:6px}
.answers{margin:8px 0 0}
.answers div{padding:6px 0;border-top:1px solid #e2e8f0}
.answers dt{color:#4a5568;font-size:.9rem}
.answers dd{margin:2px 0 0;font-weight:600}
.finding-section{font-size:.875rem;color:#4a5568;margin:0}
.finding h3,.earlier h3{margin:2px 0 8px}
.finding .answers{margin:0 0 8px}
.answers dd.text{white-space:pre-line;font-weight:400}
.choices{display:grid;gap:6px;margin:16px 0}
.choice{display:flex;align-items:center;gap:10px;min-height:44px;padding:0 12px;border:1px solid #a0aec0;border-radius:6px;background:#fff;cursor:pointer}
.choice input{width:20px;height:20px;margin:0;accent-color:#1f5135;flex:none}
.choice:has(input:checked){border-color:#1f5135;background:#eef6f1;font-weight:600}
.choice:has(input:focus-visible){outline:3px solid #2b6cb0;outline-offset:2px}
.choices.invalid .choice{border-color:#c53030}
.field{margin:0 0 16px}
.field label{display:block;font-weight:600;margin-bottom:4px}
.field input[type=text],.field input[type=date]{display:block;width:100%;min-height:44px;font:inherit;padding:8px;border:1px solid #a0aec0;border-radius:6px;background:#fff;color:inherit}
.field input[type=file]{display:block;width:100%;font:inherit;padding:6px 0}
.field input:focus-visible{outline:3px solid #2b6cb0;outline-offset:1px}
.field.invalid input,.field.invalid textarea{border-color:#c53030}
.finding:has(input[value=DONE]:checked) .for-planned:not(.invalid),.finding:has(input[value=NOT_APPLICABLE]:checked) .for-planned:not(.invalid){display:none}
.finding:has(input[value=PLANNED]:checked) .for-done:not(.invalid),.finding:has(input[value=NOT_APPLICABLE]:checked) .for-done:not(.invalid){display:none}
.evidence{display:block;max-width:100%;max-height:320px;height:auto;border-radius:6px;border:1px solid #d9e0dc;margin:4px 0 8px}
.alert p{margin:0}
.alert ul{margin:8px 0 0;padding-left:20px}
.alert a{color:#9b2c2c}
.earlier{padding:12px 0;border-top:1px solid #e2e8f0}
.earlier:first-of-type{border-top:0}
.outcome{display:inline-block;margin:0 0 4px;padding:2px 10px;border-radius:12px;font-weight:600;font-size:.875rem}
.outcome-RESOLVED{background:#e6f4ea;color:#1f5135}
.outcome-RECURRING{background:#fff5f5;color:#9b2c2c}
.outcome-INCOMPARABLE{background:#edf2f7;color:#4a5568}
footer{max-width:640px;margin:0 auto;padding:0 16px 24px;font-size:.875rem;color:#4a5568}
`;

/** The CSP source that allows exactly this stylesheet. */
export const PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;
