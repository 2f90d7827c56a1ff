/** The German texts of the administration's card of the weights of 'Einteilung vorschlagen' (issue 60). */
export const assignmentWeightTexts = {
  title: 'Gewichte für „Einteilung vorschlagen“',
  intro:
    'Der Vorschlag besetzt so viele Tests wie möglich und fährt dabei so wenig wie möglich. Jedes Gewicht ist ein Aufschlag in Kilometern auf die Entfernung eines Testers: 150 heißt, der Vorschlag nimmt lieber bis zu 150 km mehr Fahrt in Kauf, als diese Regel zu brechen. 0 schaltet eine Regel ab.',
  testedLastSeasonKmHint: 'Der Tester hat den Club in der letzten Saison getestet. 0 bis 1.000 km.',
  formerMemberKmHint: 'Der Tester war Mitglied des Clubs. 0 bis 1.000 km.',
  premiumToNoviceKmHint: 'Ein Premium-Test geht an einen Tester, der nicht Tester 1 oder Tester 2 ist. 0 bis 1.000 km.',
  newTesterDistancePercentHint: 'Beim ersten Test eines neuen Testers zählt die Entfernung um so viel Prozent mehr: Neue Tester testen lieber in der Nähe. 0 bis 300 %.',
  secondTestInSeasonKmHint: 'Je Test, den der Tester in dieser Saison schon hat: Die Tests verteilen sich auf mehr Tester. 0 bis 1.000 km.',
  save: 'Speichern',
} as const;
