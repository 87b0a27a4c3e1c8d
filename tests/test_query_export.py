"""`loregraph init`, `stats`, `query` and `export`: scaffolding, rule precision from decisions, what is true about
someone at chapter N (with sources), and the RDF / GraphML exports (parsed back, checked with SHACL)."""
from __future__ import annotations

import io
import json
from pathlib import Path

import networkx as nx
import pyshacl
import pytest
from rdflib import RDF, Dataset, Graph, Namespace, URIRef
from rdflib.namespace import SH
from typer.testing import CliRunner

from kg.cli import app

REPO = Path(__file__).resolve().parents[1]
SHAPES = REPO / "ontology" / "shapes.ttl"
LG = Namespace("https://loregraph.dev/ns#")


def run(*args: str):
    return CliRunner().invoke(app, [str(a) for a in args])


def ok(*args: str):
    res = run(*args)
    assert res.exit_code == 0, (args, res.stdout, res.stderr)
    return res


# --- mini-manuscripts -------------------------------------------------------------------------------------------

# English: a lamp warden on a besieged wall, promoted in ch3, killed in ch4.
EN_BOOK = {
    "chapters": {
        "1.md": "# Chapter 1\nWenna Thorne checked the signal lamps on the north wall. "
                "Pell Marrow watched her from the gate.",
        "2.md": "# Chapter 2\nWenna Thorne carried the dispatch across the frozen ford with her right hand on the reins.",
        "3.md": "# Chapter 3\nAfter the siege, Wenna Thorne was promoted to Sergeant. Pell Marrow did not clap.",
        "4.md": "# Chapter 4\nAt the river crossing Wenna Thorne died of an arrow wound. "
                "Pell Marrow dug the grave himself.",
    },
    "bible": {
        "characters/Wenna Thorne.md": "# Wenna Thorne\n- Aliases: Wren, the Lamp Warden\n## Basics\n"
                                      "- Age: 27 (at chapter 1)\n- Handedness: right\n## State\n- Rank: Corporal\n"
                                      "- With Pell Marrow: sworn rivals\n",
        "characters/Pell Marrow.md": "# Pell Marrow\n## Basics\n- Handedness: left\n",
        "rules.yaml": "power_scale: [Private, Corporal, Sergeant, Captain]\nrules:\n"
                      "  - id: the-dead-stay-dead\n    text: The dead do not return.\n    death_is_final: true\n",
    },
    "config": '[book]\ntitle = "The Lamp Wall"\nlanguage = "en"\n',
    "name": "Wenna Thorne", "alias": "Wren", "other": "Pell Marrow",
    "rank_before": "Corporal", "rank_after": "Sergeant", "relation": "rivalOf",
    "handedness": "right", "age": "27",
}

# Chinese: a sword disciple who breaks through in ch3 and dies of her wounds in ch4.
ZH_BOOK = {
    "chapters": {
        "001.md": "# 第一章 雾岭\n岳晚秋在雾岭脚下劈柴，顾沉舟背着药篓从山道上走来。",
        "002.md": "# 第二章 夜雨\n夜雨敲着窗纸，岳晚秋独自在灯下抄写剑谱。",
        "003.md": "# 第三章 破关\n闭关七日之后，岳晚秋突破到筑基期，洞口的石门轰然裂开。",
        "004.md": "# 第四章 断桥\n断桥一战，岳晚秋身中数剑，当夜便咽了气。顾沉舟守在床边一言不发。",
    },
    "bible": {
        "characters/岳晚秋.md": "# 岳晚秋\n- 别名：晚秋、岳师姐\n## 基础信息\n- 年龄：二十岁（第1章时）\n- 惯用手：左手\n"
                              "## 动态状态\n- 境界：炼气期\n- 与顾沉舟：多年的死对头\n",
        "characters/顾沉舟.md": "# 顾沉舟\n## 基础信息\n- 惯用手：右手\n",
        "rules.yaml": "power_scale: [炼气期, 筑基期, 金丹期]\nrules: []\n",
    },
    "config": '[book]\ntitle = "雾岭"\nlanguage = "zh"\n',
    "name": "岳晚秋", "alias": "岳师姐", "other": "顾沉舟",
    "rank_before": "炼气期", "rank_after": "筑基期", "relation": "enemyOf",
    "handedness": "left", "age": "20",
}

BOOKS = {"en": EN_BOOK, "zh": ZH_BOOK}

# A book with one baseline conflict (the bible says left-handed, chapter 2 says right hand) and a bible friendship.
CONFLICT_CH = {
    "1.md": "# Chapter 1\nOdile Fenwick signed the harbour ledger with her left hand, as she always did.",
    "2.md": "# Chapter 2\nOdile Fenwick always threw the knife with her right hand.",
}
CONFLICT_BIBLE = {
    "characters/Odile Fenwick.md": "# Odile Fenwick\n- Aliases: Dilly\n## Basics\n- Handedness: left\n"
                                   "## State\n- With Corin Ashby: old friends\n",
    "characters/Corin Ashby.md": "# Corin Ashby\n## Basics\n- Age: 40\n",
}


def make(book_factory, lang: str) -> Path:
    b = BOOKS[lang]
    return book_factory(b["chapters"], b["bible"], b["config"])


def chapter_texts(book: Path, lang: str) -> dict[int, str]:
    names = list(BOOKS[lang]["chapters"])  # 1..4 in order, one heading each
    return {i + 1: (book / "chapters" / n).read_text("utf-8") for i, n in enumerate(names)}


# --- init ---------------------------------------------------------------------------------------------------------

SCAFFOLD = ["loregraph.toml", "chapters/001.md", "bible/templates/character.md", "bible/world.md",
            "bible/factions.md", "bible/rules.yaml", "bible/foreshadows.yaml"]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_init_scaffolds_a_book_that_reviews_clean(tmp_path, lang):
    book = tmp_path / f"new-{lang}"
    res = ok("init", book, "--language", lang, "--title", "Salt and Cinder")
    for rel in SCAFFOLD:
        assert (book / rel).is_file(), rel
        assert rel in res.stdout.replace("\\", "/")
    assert (book / "bible" / "characters").is_dir()
    # the template is not read as a character
    assert not list((book / "bible" / "characters").iterdir())
    toml = (book / "loregraph.toml").read_text("utf-8")
    assert "Salt and Cinder" in toml and f'language = "{lang}"' in toml
    ok("review", book, "--no-progress")
    st = json.loads(ok("stats", book, "--format", "json").stdout)
    assert st["book"]["title"] == "Salt and Cinder"
    assert st["book"]["language"] == lang and st["book"]["chapters"] == 1


def test_init_title_defaults_to_folder_name(tmp_path):
    book = tmp_path / "cormorant-bay"
    ok("init", book, "--language", "en")
    assert 'title = "cormorant-bay"' in (book / "loregraph.toml").read_text("utf-8")


def test_init_again_never_overwrites(tmp_path):
    book = tmp_path / "quarry"
    ok("init", book, "--language", "en", "--title", "The Quarry")
    edited = {
        "loregraph.toml": '[book]\ntitle = "The Quarry, revised"\nlanguage = "en"\nstatus = "finished"\n',
        "chapters/001.md": "# Chapter 1\nBrannoc Hale split the slate along its grain and said nothing.\n",
        "bible/templates/character.md": "# my own template\n",
        "bible/world.md": "# World\n\n- Slate cannot be cut after dusk.\n",
        "bible/factions.md": "# Factions\n\n## The Cutters' Guild\n- owns every quarry north of the river\n",
        "bible/rules.yaml": "power_scale: [Splitter, Dresser, Master Cutter]\nrules: []\n",
        "bible/foreshadows.yaml": "- id: cracked-lintel\n  cue: [cracked lintel]\n  note: who cracked it\n",
    }
    for rel, text in edited.items():
        (book / rel).write_bytes(text.encode("utf-8"))
    before = {rel: (book / rel).read_bytes() for rel in edited}
    for lang in ("en", "zh"):
        res = ok("init", book, "--language", lang, "--title", "Something Else")
        assert "created" not in res.stdout
        assert {rel: (book / rel).read_bytes() for rel in edited} == before
    assert sorted(p.name for p in (book / "chapters").iterdir()) == ["001.md"]


def test_init_into_existing_manuscript_adds_no_placeholder(tmp_path):
    book = tmp_path / "ferry"
    (book / "chapters").mkdir(parents=True)
    (book / "chapters" / "ch01.txt").write_text("第一章 渡口\n阮知微撑着竹篙，把最后一船盐送过了江。\n", "utf-8")
    res = ok("init", book, "--language", "zh")
    assert sorted(p.name for p in (book / "chapters").iterdir()) == ["ch01.txt"]
    assert "001.md" not in res.stdout
    for rel in SCAFFOLD:
        if not rel.startswith("chapters/"):
            assert (book / rel).is_file(), rel
    ok("review", book, "--no-progress")


def test_init_rejects_unknown_language(tmp_path):
    book = tmp_path / "livre"
    res = run("init", book, "--language", "fr")
    assert res.exit_code == 2
    assert "zh or en" in res.stderr
    assert not book.exists()


def test_init_rejects_a_file_path(tmp_path):
    f = tmp_path / "novel.txt"
    f.write_text("Chapter 1\nA gull stole the bread.\n", "utf-8")
    res = run("init", f, "--language", "en")
    assert res.exit_code == 2
    assert "not a folder" in res.stderr
    assert f.read_text("utf-8") == "Chapter 1\nA gull stole the bread.\n"


# --- stats --------------------------------------------------------------------------------------------------------

def _conflict(book: Path) -> dict:
    rep = json.loads(ok("review", book, "--format", "json", "--no-progress").stdout)
    assert len(rep["conflicts"]) == 1, rep["conflicts"]
    return rep["conflicts"][0]


def test_stats_json_counts(book_factory):
    book = book_factory(CONFLICT_CH, CONFLICT_BIBLE)
    st = json.loads(ok("stats", book, "--format", "json").stdout)
    for key in ("entities_by_kind", "facts_by_predicate", "conflicts_by_kind", "conflicts_by_status", "rules"):
        assert isinstance(st[key], dict), key
    assert st["book"]["chapters"] == 2 and st["book"]["language"] == "en"
    assert st["entities_by_kind"].get("Character") == 2
    assert st["facts_by_predicate"].get("handedness", 0) >= 2
    assert st["facts_by_predicate"].get("friendOf", 0) >= 1
    assert "appearsIn" not in st["facts_by_predicate"]
    assert st["conflicts_by_kind"] == {"baseline_violation": 1}
    assert st["conflicts_by_status"] == {"open": 1}
    r = st["rules"]["BL01"]
    assert r["reported"] == 1 and r["decided"] == 0 and r["false_positive"] == 0 and r["precision"] is None


def test_stats_table_format(book_factory):
    book = book_factory(CONFLICT_CH, CONFLICT_BIBLE)
    out = ok("stats", book).stdout
    assert "entities by kind" in out and "BL01" in out and "baseline_violation" in out


def test_stats_precision_drops_after_false_positive(book_factory):
    book = book_factory(CONFLICT_CH, CONFLICT_BIBLE)
    c = _conflict(book)
    ok("resolve", book, c["id"], "--decision", "false_positive", "--by", "editor-rhee")
    st = json.loads(ok("stats", book, "--format", "json").stdout)
    r = st["rules"][c["rule"]]
    assert r["decided"] >= 1 and r["false_positive"] >= 1
    assert r["precision"] is not None and r["precision"] < 1
    assert st["conflicts_by_status"] == {"false_positive": 1}


def test_stats_precision_stays_full_after_intentional(book_factory):
    book = book_factory(CONFLICT_CH, CONFLICT_BIBLE)
    c = _conflict(book)
    ok("resolve", book, c["id"], "--decision", "intentional", "--by", "editor-rhee")
    st = json.loads(ok("stats", book, "--format", "json").stdout)
    r = st["rules"][c["rule"]]
    assert r["decided"] >= 1 and r["false_positive"] == 0
    assert r["precision"] == 1.0
    assert st["conflicts_by_status"] == {"intentional": 1}


# --- query --------------------------------------------------------------------------------------------------------

def query_json(book: Path, entity: str, *extra: str) -> dict:
    return json.loads(ok("query", book, "--entity", entity, *extra, "--format", "json").stdout)


def check_sources(view: dict, texts: dict[int, str]) -> None:
    items = view["baseline"] + view["state"] + view["relations"]
    assert items
    for x in items:
        assert isinstance(x["chapter"], int) and x["quote"], x
        if x["chapter"] == 0:
            assert x["source"].startswith("bible/"), x
        else:
            assert x["quote"] in texts[x["chapter"]], x
            if "start" in x:
                assert texts[x["chapter"]].split("\n", 1)[1][x["start"]:x["end"]] == x["quote"], x


def _item(items: list[dict], key: str) -> dict:
    hits = [x for x in items if x["key"] == key]
    assert len(hits) == 1, (key, items)
    return hits[0]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_query_alias_resolves_to_canonical(book_factory, lang):
    b = BOOKS[lang]
    book = make(book_factory, lang)
    v = query_json(book, b["alias"])
    assert v["entity"] == b["name"] and v["kind"] == "Character"
    assert b["alias"] in v["aliases"]
    assert query_json(book, b["name"])["entity"] == b["name"]


def test_query_name_is_case_insensitive(book_factory):
    book = make(book_factory, "en")
    assert query_json(book, "wren")["entity"] == "Wenna Thorne"
    assert query_json(book, "WENNA THORNE")["entity"] == "Wenna Thorne"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_query_before_the_promotion(book_factory, lang):
    b = BOOKS[lang]
    book = make(book_factory, lang)
    v = query_json(book, b["alias"], "--at-chapter", "2")
    assert v["at_chapter"] == 2
    assert v["alive"] is True and "died" not in v
    rank = _item(v["state"], "rank")
    assert rank["value"] == b["rank_before"]
    assert rank["chapter"] == 0 and rank["source"].startswith("bible/characters/")
    assert _item(v["baseline"], "handedness")["value"] == b["handedness"]
    assert _item(v["baseline"], "age")["value"] == b["age"]
    check_sources(v, chapter_texts(book, lang))


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("at", [["--at-chapter", "4"], []])
def test_query_after_promotion_and_death(book_factory, lang, at):
    b = BOOKS[lang]
    book = make(book_factory, lang)
    v = query_json(book, b["alias"], *at)
    assert v["at_chapter"] == 4
    rank = _item(v["state"], "rank")
    assert rank["value"] == b["rank_after"] and rank["chapter"] == 3
    assert b["rank_after"] in rank["quote"]
    assert v["alive"] is False
    assert v["died"]["chapter"] == 4 and v["died"]["quote"]
    assert v["died"]["quote"] in chapter_texts(book, lang)[4]
    # the baseline does not move with the state
    assert _item(v["baseline"], "handedness")["value"] == b["handedness"]
    check_sources(v, chapter_texts(book, lang))


def test_query_promotion_is_visible_at_chapter_three_while_alive(book_factory):
    book = make(book_factory, "en")
    v = query_json(book, "Wenna Thorne", "--at-chapter", "3")
    assert _item(v["state"], "rank")["value"] == "Sergeant"
    assert v["alive"] is True


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_query_lists_the_bible_relation(book_factory, lang):
    b = BOOKS[lang]
    book = make(book_factory, lang)
    for at in (["--at-chapter", "1"], []):
        v = query_json(book, b["name"], *at)
        rels = [r for r in v["relations"] if r["other"] == b["other"]]
        assert len(rels) == 1, v["relations"]
        r = rels[0]
        assert r["relation"] == b["relation"] and r["polarity"] == "negative"
        assert r["chapter"] == 0 and r["source"] == f"bible/characters/{b['name']}.md"
        assert b["other"] in r["quote"]
    # and from the other side
    other = query_json(book, b["other"])
    assert any(r["other"] == b["name"] and r["relation"] == b["relation"] for r in other["relations"])


def test_query_unknown_name_exits_2(book_factory):
    book = make(book_factory, "en")
    res = run("query", book, "--entity", "Quillon Ashgrove", "--format", "json")
    assert res.exit_code == 2
    assert "Quillon Ashgrove" in res.stderr
    assert res.stdout == ""


@pytest.mark.parametrize("at", ["99", "5", "-1"])
def test_query_chapter_out_of_range_exits_2(book_factory, at):
    book = make(book_factory, "en")
    res = run("query", book, "--entity", "Wren", "--at-chapter", at, "--format", "json")
    assert res.exit_code == 2
    assert "--at-chapter" in res.stderr
    assert res.stdout == ""


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("fmt", [[], ["--format", "markdown"]])
def test_query_markdown_output(book_factory, lang, fmt):
    b = BOOKS[lang]
    book = make(book_factory, lang)
    out = ok("query", book, "--entity", b["alias"], *fmt).stdout
    lines = out.splitlines()
    assert lines[0] == f"# {b['name']} at chapter 4"
    for h in ("## baseline", "## current state", "## relations", "## open threads"):
        assert h in lines, h
    assert "dead (ch4" in out
    assert b["rank_after"] in out and b["other"] in out
    out2 = ok("query", book, "--entity", b["alias"], "--at-chapter", "2", *fmt).stdout
    assert out2.splitlines()[0] == f"# {b['name']} at chapter 2"
    assert "\nalive\n" in out2 and b["rank_before"] in out2


def test_query_shows_conflicts_of_the_entity(book_factory):
    book = book_factory(CONFLICT_CH, CONFLICT_BIBLE)
    v = query_json(book, "Dilly")
    assert v["entity"] == "Odile Fenwick"
    assert [c["kind"] for c in v["conflicts"]] == ["baseline_violation"]
    assert v["conflicts"][0]["status"] == "open" and v["conflicts"][0]["chapter"] == 2
    assert query_json(book, "Dilly", "--at-chapter", "1")["conflicts"] == []
    md = ok("query", book, "--entity", "Dilly").stdout
    assert "## conflicts" in md and "baseline_violation" in md


# --- export -------------------------------------------------------------------------------------------------------

def export_text(book: Path, fmt: str) -> str:
    res = ok("export", book, "--format", fmt)
    assert res.stdout.strip()
    return res.stdout


def parse_nquads(text: str) -> Dataset:
    ds = Dataset()
    ds.parse(data=text, format="nquads")
    return ds


def union(ds: Dataset) -> Graph:
    """Every named graph of a dataset merged into one graph (a Dataset's own lookups see the default graph only)."""
    g = Graph()
    for s, p, o, _ in ds.quads((None, None, None, None)):
        g.add((s, p, o))
    return g


def parse_turtle(text: str) -> Graph:
    g = Graph()
    g.parse(data=text, format="turtle")
    return g


def shapes() -> Graph:
    return Graph().parse(SHAPES, format="turtle")


def validate(g: Graph):
    return pyshacl.validate(g, shacl_graph=shapes(), inference="none")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_export_nquads_and_jsonld_parse_to_the_same_dataset(book_factory, lang):
    book = make(book_factory, lang)
    ds = parse_nquads(export_text(book, "nquads"))
    facts = set(union(ds).subjects(RDF.type, LG.Fact))
    assert len(facts) > 0
    # one named graph per chapter, the bible as chapter 0
    graphs = {str(g.identifier) for g in ds.graphs()}
    for i in range(5):
        assert f"https://loregraph.dev/chapter/{i}" in graphs
    js = Dataset()
    js.parse(data=export_text(book, "jsonld"), format="json-ld")
    assert len(set(union(js).subjects(RDF.type, LG.Fact))) == len(facts)
    assert len(js) == len(ds)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_export_turtle_parses_and_holds_facts(book_factory, lang):
    b = BOOKS[lang]
    book = make(book_factory, lang)
    g = parse_turtle(export_text(book, "turtle"))
    facts = set(g.subjects(RDF.type, URIRef("https://loregraph.dev/ns#Fact")))
    assert len(facts) > 0
    labels = {str(o) for o in g.objects(None, URIRef("http://www.w3.org/2000/01/rdf-schema#label"))}
    assert {b["name"], b["other"]} <= labels
    quotes = {str(q) for f in facts for q in g.objects(f, LG.quote)}
    assert any(b["rank_after"] in q for q in quotes)
    for f in facts:
        assert len(list(g.objects(f, LG.quote))) == 1
        assert g.value(f, LG.chapter) is not None


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_export_turtle_conforms_to_shapes(book_factory, lang):
    book = make(book_factory, lang)
    g = parse_turtle(export_text(book, "turtle"))
    conforms, _, text = validate(g)
    assert conforms, text[:2000]


def test_export_turtle_with_conflicts_conforms_to_shapes(book_factory):
    book = book_factory(CONFLICT_CH, CONFLICT_BIBLE)
    g = parse_turtle(export_text(book, "turtle"))
    conforms, _, text = validate(g)
    assert conforms, text[:2000]


def test_export_nquads_conforms_to_shapes(book_factory):
    book = make(book_factory, "en")
    g = union(parse_nquads(export_text(book, "nquads")))
    conforms, _, text = validate(g)
    assert conforms, text[:2000]


def test_shacl_catches_a_fact_without_quote(book_factory):
    book = make(book_factory, "en")
    g = parse_turtle(export_text(book, "turtle"))
    fact = sorted(g.subjects(RDF.type, LG.Fact))[0]
    assert list(g.objects(fact, LG.quote))
    g.remove((fact, LG.quote, None))
    conforms, report, _ = validate(g)
    assert not conforms
    # the violation is the missing quote on that very fact (not some other failure)
    hits = [r for r in report.subjects(RDF.type, SH.ValidationResult)
            if report.value(r, SH.focusNode) == fact and report.value(r, SH.resultPath) == LG.quote]
    assert hits
    assert report.value(hits[0], SH.sourceConstraintComponent) == SH.MinCountConstraintComponent


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_export_graphml_has_characters_and_bible_relation(book_factory, lang):
    b = BOOKS[lang]
    book = make(book_factory, lang)
    G = nx.read_graphml(io.BytesIO(export_text(book, "graphml").encode("utf-8")))
    assert b["name"] in G.nodes and b["other"] in G.nodes
    assert G.nodes[b["name"]]["kind"] == "Character"
    assert b["alias"] in G.nodes[b["name"]]["aliases"]
    edges = [d for u, v, d in G.edges(data=True) if {u, v} == {b["name"], b["other"]}]
    assert edges, list(G.edges(data=True))
    assert any(d.get("relation") == b["relation"] for d in edges)


@pytest.mark.parametrize("fmt", ["nquads", "turtle", "jsonld", "graphml"])
def test_export_to_file_prints_nothing_on_stdout(book_factory, tmp_path, fmt):
    book = make(book_factory, "en")
    out = tmp_path / f"lamp-wall.{fmt}"
    res = ok("export", book, "--format", fmt, "-o", out)
    assert res.stdout == ""
    text = out.read_text("utf-8")
    if fmt != "jsonld":  # JSON-LD node order may differ between runs; compared parsed below
        assert text == export_text(book, fmt)
    if fmt == "nquads":
        assert len(union(parse_nquads(text))) > 0
    elif fmt == "turtle":
        assert len(parse_turtle(text)) > 0
    elif fmt == "jsonld":
        ds = Dataset()
        ds.parse(data=text, format="json-ld")
        assert len(ds) > 0
        again = Dataset()
        again.parse(data=export_text(book, fmt), format="json-ld")
        assert set(union(ds)) == set(union(again))
    else:
        assert "Wenna Thorne" in nx.read_graphml(out).nodes


def _conflict_nodes(g) -> dict[str, str]:
    return {str(c): str(g.value(c, LG.status)) for c in g.subjects(RDF.type, LG.Conflict)}


def test_export_carries_conflicts_and_their_status(book_factory):
    book = book_factory(CONFLICT_CH, CONFLICT_BIBLE)
    c = _conflict(book)
    node = f"https://loregraph.dev/conflict/{c['id']}"
    ds = parse_nquads(export_text(book, "nquads"))
    assert (URIRef(node), RDF.type, LG.Conflict, URIRef("https://loregraph.dev/graph/review")) in ds
    g = union(ds)
    assert _conflict_nodes(g) == {node: "open"}
    assert str(g.value(URIRef(node), LG.rule)) == c["rule"]
    assert g.value(URIRef(node), LG.involves) == URIRef("https://loregraph.dev/entity/Odile%20Fenwick")
    ok("resolve", book, c["id"], "--decision", "false_positive", "--by", "editor-rhee", "--note", "a juggler's trick")
    g = parse_turtle(export_text(book, "turtle"))
    assert _conflict_nodes(g) == {node: "false_positive"}
    assert str(g.value(URIRef(node), LG.decidedBy)) == "editor-rhee"
    js = Dataset()
    js.parse(data=export_text(book, "jsonld"), format="json-ld")
    assert _conflict_nodes(union(js)) == {node: "false_positive"}


def test_export_without_conflicts_has_no_conflict_nodes(book_factory):
    book = make(book_factory, "en")
    assert _conflict_nodes(union(parse_nquads(export_text(book, "nquads")))) == {}
