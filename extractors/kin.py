"""Kin references: "her father", "his elder brother", 她娘, 他的妻子 name one person when the bible says who.

The bible's kinship states (`With Tom Hollis: her father`, `与陈大年：父子`) give each character's parents,
children, siblings, spouses and grandparents (siblings through a shared parent, grandparents through a
parent's parent as well). In the text, a possessive pronoun that resolves to X, with a kin word after it,
names X's one relative of that kind and that sex; with two candidates, or none, the words name no one.
"""
from __future__ import annotations

import re

# kin word -> (relation of the one named to the possessor, sex of the one named or None)
EN_KIN: dict[str, tuple[str, str | None]] = {
    "father": ("parent", "m"), "dad": ("parent", "m"), "daddy": ("parent", "m"), "papa": ("parent", "m"),
    "pa": ("parent", "m"), "mother": ("parent", "f"), "mum": ("parent", "f"), "mom": ("parent", "f"),
    "mam": ("parent", "f"), "mama": ("parent", "f"), "mamma": ("parent", "f"), "ma": ("parent", "f"),
    "son": ("child", "m"), "daughter": ("child", "f"),
    "brother": ("sibling", "m"), "sister": ("sibling", "f"),
    "husband": ("spouse", "m"), "wife": ("spouse", "f"),
    "grandmother": ("grandparent", "f"), "gran": ("grandparent", "f"), "granny": ("grandparent", "f"),
    "grandma": ("grandparent", "f"), "nan": ("grandparent", "f"), "nana": ("grandparent", "f"),
    "grandfather": ("grandparent", "m"), "grandpa": ("grandparent", "m"), "granddad": ("grandparent", "m"),
    "grandad": ("grandparent", "m"),
    "grandson": ("grandchild", "m"), "granddaughter": ("grandchild", "f"),
}
# after a name's possessive only ("Silas Rowe's girl", "old Hocking's lad"): a child ("his girl" may be a sweetheart)
EN_CHILD_AFTER_NAME: dict[str, tuple[str, str | None]] = {"girl": ("child", "f"), "lass": ("child", "f"),
                                                           "boy": ("child", "m"), "lad": ("child", "m")}
# words that may stand between the pronoun and the kin word ("her late father", "his twelve-year-old brother")
_EN_BETWEEN = (r"(?:(?:own|late|poor|dear|old|young|little|elder|older|eldest|oldest|younger|youngest|big|baby|kid|"
               r"only|beloved|dead|widowed|[a-z]+-year-old|[a-z]+-old)\s+){0,2}")

ZH_KIN: dict[str, tuple[str, str | None]] = {
    "父亲": ("parent", "m"), "爹爹": ("parent", "m"), "爹": ("parent", "m"), "爸爸": ("parent", "m"),
    "老爹": ("parent", "m"), "爸": ("parent", "m"), "老爸": ("parent", "m"), "母亲": ("parent", "f"),
    "娘亲": ("parent", "f"), "娘": ("parent", "f"), "妈妈": ("parent", "f"), "妈": ("parent", "f"),
    "老妈": ("parent", "f"), "老娘": ("parent", "f"),
    "儿子": ("child", "m"), "女儿": ("child", "f"), "闺女": ("child", "f"),
    "哥哥": ("sibling", "m"), "兄长": ("sibling", "m"), "弟弟": ("sibling", "m"), "姐姐": ("sibling", "f"),
    "妹妹": ("sibling", "f"),
    "妻子": ("spouse", "f"), "老婆": ("spouse", "f"), "媳妇": ("spouse", "f"), "娘子": ("spouse", "f"),
    "夫人": ("spouse", "f"), "丈夫": ("spouse", "m"), "男人": ("spouse", "m"), "相公": ("spouse", "m"),
    "奶奶": ("grandparent", "f"), "祖母": ("grandparent", "f"), "外婆": ("grandparent", "f"),
    "姥姥": ("grandparent", "f"), "爷爷": ("grandparent", "m"), "祖父": ("grandparent", "m"),
    "外公": ("grandparent", "m"), "姥爷": ("grandparent", "m"),
    "孙子": ("grandchild", "m"), "孙女": ("grandchild", "f"),
}
# elder or younger: 哥哥 and 弟弟 are both a brother; the table does not know who is older
_INVERSE = {"parent": "child", "child": "parent", "sibling": "sibling", "spouse": "spouse"}


def kin_table(facts, gender: dict[str, str]) -> tuple[tuple[str, str, str], ...]:
    """(person, relation, relative) for every relative the bible's states give, sorted."""
    rel: set[tuple[str, str, str]] = set()
    for f in facts:
        if f.chapter != 0 or f.subject == f.object:
            continue
        if f.predicate == "parentOf":
            rel.add((f.object, "parent", f.subject))
        elif f.predicate == "childOf":
            rel.add((f.subject, "parent", f.object))
        elif f.predicate == "siblingOf":
            rel.add((f.subject, "sibling", f.object))
        elif f.predicate == "spouseOf":
            rel.add((f.subject, "spouse", f.object))
    for a, r, b in list(rel):
        rel.add((b, _INVERSE[r], a))
    parents: dict[str, set[str]] = {}
    for a, r, b in rel:
        if r == "parent":
            parents.setdefault(a, set()).add(b)
    for a, pa in list(parents.items()):
        for b, pb in parents.items():
            if a != b and pa & pb:
                rel.add((a, "sibling", b))
        for p in pa:
            for g in parents.get(p, ()):
                rel.add((a, "grandparent", g))
                rel.add((g, "grandchild", a))
    return tuple(sorted(rel))


def kin_regex(language: str) -> re.Pattern:
    if language == "en":
        words = "|".join(sorted(EN_KIN, key=len, reverse=True))
        return re.compile(rf"(?<![\w-])(?P<pos>[Hh]is|[Hh]er|[Mm]y)\s+{_EN_BETWEEN}(?P<kin>{words})(?![\w-])")
    words = "|".join(sorted(ZH_KIN, key=len, reverse=True))
    return re.compile(rf"(?P<pos>他|她|我)(?:的)?(?P<kin>{words})")


def kin_after_name_regex() -> re.Pattern:
    """(English) the kin word after a name's possessive: "Silas Rowe's girl", "Tom's late father"."""
    words = "|".join(sorted([*EN_KIN, *EN_CHILD_AFTER_NAME], key=len, reverse=True))
    return re.compile(rf"['’]s\s+{_EN_BETWEEN}(?P<kin>{words})(?![\w'’-])")


def relative(table: dict[tuple[str, str], list[str]], gender: dict[str, str], person: str, word: str,
             language: str) -> str | None:
    """The one relative `word` names for `person`, or None."""
    kind, sex = (EN_KIN | EN_CHILD_AFTER_NAME if language == "en" else ZH_KIN).get(
        word.lower() if language == "en" else word, (None, None))
    if kind is None:
        return None
    cands = table.get((person, kind), [])
    fit = [c for c in cands if sex is None or gender.get(c) in (sex, None)]
    if len(fit) > 1:
        fit = [c for c in fit if gender.get(c) == sex]
    return fit[0] if len(fit) == 1 else None
