"""The loregraph command line. It only wires the rooms together."""
from __future__ import annotations

from typing import Callable

import re
import sys
from enum import Enum
from pathlib import Path
from typing import Optional

import typer

from kg.models import BookError

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  help="loregraph: a knowledge-graph consistency checker for long-form fiction.")


class Fmt(str, Enum):
    table = "table"
    json = "json"
    markdown = "markdown"


class FailOn(str, Enum):
    error = "error"
    warning = "warning"
    never = "never"


def _fail(e: BookError) -> None:
    typer.echo(f"loregraph: error: {e.path}: {e.why}", err=True)
    raise typer.Exit(2)


@app.command()
def review(
    book: Path = typer.Argument(..., help="a book folder (with chapters/) or one manuscript file"),
    format: Fmt = typer.Option(Fmt.table, "--format", "-f", help="table (default), json or markdown"),
    output: Optional[Path] = typer.Option(None, "-o", "--output", help="write the report to this file"),
    fail_on: FailOn = typer.Option(FailOn.never, "--fail-on", help="exit 1 if an open conflict at or above this severity remains"),
    no_progress: bool = typer.Option(False, "--no-progress", help="no progress bar on stderr"),
    extractor: Optional[str] = typer.Option(None, "--extractor", help="rule (default), or llm: rules plus an OpenAI-compatible model ([llm] in loregraph.toml)"),
    only_open: bool = typer.Option(False, "--only-open", help="hide conflicts an editor has decided"),
    rdf_store: bool = typer.Option(False, "--rdf-store", help="also keep the Oxigraph quad store in step (for SPARQL)"),
) -> None:
    """Review a manuscript: extract facts, run the validators, report every conflict with evidence."""
    from kg import report as rep
    from kg.review import review as run_review

    progress_cb: Callable[[int, int], None] | None = None
    prog = None
    if not no_progress and sys.stderr.isatty():
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

        prog = Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                        TimeElapsedColumn(), transient=True, console=__import__("rich.console").console.Console(stderr=True))
        task = None

        def _progress(done: int, total: int) -> None:
            nonlocal task
            if task is None:
                prog.start()
                task = prog.add_task("extracting", total=total)
            prog.update(task, completed=done)

        progress_cb = _progress
    try:
        result = run_review(book, progress=progress_cb, extractor_name=extractor, rdf_store=rdf_store or None)
    except BookError as e:
        _fail(e)
    except ValueError as e:
        typer.echo(f"loregraph: error: {book}: {e}", err=True)
        raise typer.Exit(2)
    finally:
        if prog is not None:
            prog.stop()
    report = result.report
    run = report.stats.get("extractor") or {}
    for f in run.get("failed", []):
        typer.echo(f"loregraph: warning: {f['file']}: LLM extraction failed ({f['error']}); rule facts kept", err=True)
    if only_open:
        report = report.model_copy(update={"conflicts": [c for c in report.conflicts if c.status.value == "open"]})
    if format is Fmt.json:
        text = rep.to_json(report)
    elif format is Fmt.markdown:
        text = rep.to_markdown(report)
    else:
        text = None
    if output is not None:
        from kg.store import atomic_write

        if text is None:
            text = rep.to_markdown(report)
        atomic_write(output, text.encode("utf-8"))
        typer.echo(f"wrote {output}", err=True)
    elif text is not None:
        sys.stdout.write(text)
    else:
        rep.print_table(report)
    if fail_on is not FailOn.never:
        floor = 2 if fail_on is FailOn.error else 1
        if any(c.status.value == "open" and c.severity.rank >= floor for c in report.conflicts):
            raise typer.Exit(1)


class DecisionChoice(str, Enum):
    accepted_change = "accepted_change"
    kept_original = "kept_original"
    intentional = "intentional"
    false_positive = "false_positive"


def _book(path: Path):
    from kg.book import load_book

    try:
        return load_book(path)
    except BookError as e:
        _fail(e)


def _reviewed(path: Path, fresh: bool = False):
    """The stored review with the decision log laid over it; a review is run when none is stored."""
    from kg.models import Report
    from kg.review import restatus
    from kg.store import BookStore

    book = _book(path)
    store = BookStore(book.store_dir, quiet=True)
    data = None if fresh else store.load_report()
    report = None
    if data is not None:
        try:
            report = Report.model_validate(data)
        except ValueError:
            report = None
    if report is None:
        from kg.review import review as run_review

        try:
            report = run_review(path, quiet=True).report
        except BookError as e:
            _fail(e)
    restatus(book, report, store.dir)
    return book, store, report


def _find_conflict(report, cid: str):
    hits = [c for c in report.conflicts if c.id == cid] or \
        ([c for c in report.conflicts if c.id.startswith(cid)] if len(cid) >= 4 else [])
    return hits


@app.command()
def resolve(
    book: Path = typer.Argument(..., help="the book folder or manuscript file"),
    conflict_id: str = typer.Argument(..., metavar="ID", help="the conflict id from the report (a unique prefix will do)"),
    decision: DecisionChoice = typer.Option(..., "--decision", "-d", help="what the editor decided"),
    note: str = typer.Option("", "--note", "-n", help="why (shown with the conflict)"),
    by: Optional[str] = typer.Option(None, "--by", help="who decided (default: $LOREGRAPH_USER or the login name)"),
) -> None:
    """Record an editor's decision on a conflict (kept across re-reviews and edits)."""
    from kg.decisions import DecisionLog

    b, store, report = _reviewed(book)
    hits = _find_conflict(report, conflict_id)
    if not hits:  # the stored review may be older than the text
        b, store, report = _reviewed(book, fresh=True)
        hits = _find_conflict(report, conflict_id)
    if len(hits) != 1:
        why = "no conflict with this id in the latest review" if not hits else \
            f"the prefix matches {len(hits)} conflicts: " + ", ".join(c.id for c in hits[:5])
        typer.echo(f"loregraph: error: {book}: {conflict_id}: {why}", err=True)
        raise typer.Exit(2)
    c = hits[0]
    rec = DecisionLog(store.dir).decide(c, decision.value, by=by, note=note)
    typer.echo(f"{c.id}: {rec.decision.value} by {rec.by} at {rec.at}" + (f" ({note})" if note else ""))
    if decision.value in ("accepted_change", "kept_original"):
        typer.echo("the graph changes at the next `loregraph review`", err=True)


@app.command()
def undo(
    book: Path = typer.Argument(..., help="the book folder or manuscript file"),
    conflict_id: str = typer.Argument(..., metavar="ID", help="the conflict whose latest decision to take back"),
    by: Optional[str] = typer.Option(None, "--by", help="who takes it back"),
) -> None:
    """Take back the latest decision on a conflict (the log keeps both lines)."""
    from kg.decisions import DecisionLog
    from kg.store import BookStore

    b = _book(book)
    log = DecisionLog(BookStore(b.store_dir, quiet=True).dir)
    current = log.current()
    ids = [i for i in current if i == conflict_id] or ([i for i in current if i.startswith(conflict_id)]
                                                       if len(conflict_id) >= 4 else [])
    if len(ids) != 1:
        typer.echo(f"loregraph: error: {book}: {conflict_id}: " +
                   ("no standing decision on this conflict" if not ids else "ambiguous prefix"), err=True)
        raise typer.Exit(2)
    prev = current[ids[0]]
    log.undo(ids[0], by=by)
    now = log.current().get(ids[0])
    typer.echo(f"{ids[0]}: {prev.decision.value} taken back; now "
               f"{now.decision.value if now else 'open'}")


@app.command()
def decisions(
    book: Path = typer.Argument(..., help="the book folder or manuscript file"),
    decision: Optional[DecisionChoice] = typer.Option(None, "--decision", "-d", help="only this decision"),
    rule: Optional[str] = typer.Option(None, "--rule", help="only this rule code (BL01, RR01...)"),
    kind: Optional[str] = typer.Option(None, "--kind", help="only this conflict kind"),
    by: Optional[str] = typer.Option(None, "--by", help="only decisions by this person"),
    history: bool = typer.Option(False, "--history", help="every line of the log, undos included"),
    format: Fmt = typer.Option(Fmt.table, "--format", "-f", help="table or json"),
) -> None:
    """List the editor decisions: what was decided, by whom, when, and whether it still applies."""
    import json as _json

    from kg.decisions import DecisionLog, evidence_key
    from kg.store import BookStore

    b = _book(book)
    store = BookStore(b.store_dir, quiet=True)
    log = DecisionLog(store.dir)
    recs = log.records() if history else sorted(log.current().values(), key=lambda r: r.seq)
    data = store.load_report() or {}
    from kg.models import Conflict

    now = {}
    for c in data.get("conflicts", []):
        try:
            cc = Conflict.model_validate(c)
        except ValueError:
            continue
        now[cc.id] = evidence_key(cc)
    rows = []
    for r in recs:
        if decision and (r.decision is None or r.decision.value != decision.value):
            continue
        if rule and r.rule.upper() != rule.upper():
            continue
        if kind and r.kind != kind:
            continue
        if by and r.by != by:
            continue
        if r.op == "undo":
            state = "undo"
        elif r.conflict_id not in now:
            state = "not in the last review"
        elif now[r.conflict_id] != r.evidence_key:
            state = "reopened (evidence changed)"
        else:
            state = "applies"
        rows.append({"seq": r.seq, "id": r.conflict_id, "op": r.op,
                     "decision": r.decision.value if r.decision else "", "by": r.by, "at": r.at, "note": r.note,
                     "rule": r.rule, "kind": r.kind, "chapter": r.chapter, "state": state})
    if format is Fmt.json:
        sys.stdout.write(_json.dumps(rows, ensure_ascii=False, indent=2) + "\n")
        return
    if not rows:
        typer.echo("no decisions recorded")
        return
    from rich.console import Console
    from rich.table import Table

    t = Table()
    for col in ("id", "decision", "rule", "ch", "by", "at", "state", "note"):
        t.add_column(col, overflow="fold", no_wrap=col in ("id", "decision", "rule", "at"))
    for r in rows:
        t.add_row(r["id"], r["decision"] or r["op"], r["rule"], str(r["chapter"] or ""), r["by"],
                  r["at"][:16].replace("T", " "),
                  r["state"], r["note"])
    Console().print(t)


@app.command()
def init(
    book: Path = typer.Argument(..., help="the folder to create (or complete)"),
    language: str = typer.Option("zh", "--language", "-l", help="zh or en"),
    title: Optional[str] = typer.Option(None, "--title", help="the book's title"),
) -> None:
    """Scaffold a book folder: chapters/, a bible with templates, loregraph.toml. Never overwrites a file."""
    from kg.scaffold import scaffold

    if language not in ("zh", "en"):
        typer.echo(f"loregraph: error: --language must be zh or en, not {language!r}", err=True)
        raise typer.Exit(2)
    if book.exists() and not book.is_dir():
        typer.echo(f"loregraph: error: {book}: exists and is not a folder", err=True)
        raise typer.Exit(2)
    created, kept = scaffold(book, language, title or book.name)
    for p in created:
        typer.echo(f"created {p}")
    for p in kept:
        typer.echo(f"kept    {p} (exists)")


@app.command()
def stats(
    book: Path = typer.Argument(..., help="the book folder or manuscript file"),
    format: Fmt = typer.Option(Fmt.table, "--format", "-f", help="table or json"),
) -> None:
    """Entities and facts by kind and status; conflicts by kind and status; each rule's precision from the
    editors' decisions."""
    import json as _json

    from kg.stats import book_stats

    try:
        data = book_stats(book)
    except BookError as e:
        _fail(e)
    if format is Fmt.json:
        sys.stdout.write(_json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        return
    from rich.console import Console
    from rich.table import Table

    con = Console()
    con.print(f"[bold]{data['book']['title']}[/bold]  {data['book']['chapters']} chapters · {data['book']['language']}")
    for title, key in (("entities by kind", "entities_by_kind"), ("facts by predicate", "facts_by_predicate"),
                       ("facts by status", "facts_by_status"), ("conflicts by kind", "conflicts_by_kind"),
                       ("conflicts by status", "conflicts_by_status")):
        t = Table(title=title)
        t.add_column("")
        t.add_column("count", justify="right")
        for k, v in data[key].items():
            t.add_row(k, str(v))
        con.print(t)
    t = Table(title="rule precision from decisions")
    for col in ("rule", "reported", "decided", "false positives", "precision"):
        t.add_column(col, justify="right")
    for rule, r in data["rules"].items():
        prec = "n/a" if r["precision"] is None else f"{r['precision']:.2f}"
        t.add_row(rule, str(r["reported"]), str(r["decided"]), str(r["false_positive"]), prec)
    con.print(t)


@app.command()
def query(
    book: Path = typer.Argument(..., help="the book folder or manuscript file"),
    entity: str = typer.Option(..., "--entity", "-e", help="a name or alias"),
    at_chapter: Optional[int] = typer.Option(None, "--at-chapter", "-c", help="as of the end of this chapter (default: the last)"),
    format: Fmt = typer.Option(Fmt.table, "--format", "-f", help="table, markdown or json"),
) -> None:
    """What is true about someone at chapter N: baseline, current state, relations, open threads, with sources."""
    import json as _json

    from kg.review import review as run_review
    from kg.state import entity_view, foreshadow_status, resolve_entity

    try:
        res = run_review(book, quiet=True)
    except BookError as e:
        _fail(e)
    name = resolve_entity(res.graph, entity)
    if name is None:
        typer.echo(f"loregraph: error: {book}: no character or entity named {entity!r}", err=True)
        raise typer.Exit(2)
    n = len(res.book.chapters)
    if at_chapter is not None and not 0 <= at_chapter <= n:
        typer.echo(f"loregraph: error: {book}: --at-chapter must be between 0 and {n}", err=True)
        raise typer.Exit(2)
    view = entity_view(res.graph, name, at_chapter, res.report, foreshadow_status(res.graph))
    if format is Fmt.json:
        sys.stdout.write(_json.dumps(view, ensure_ascii=False, indent=2) + "\n")
        return
    sys.stdout.write(_view_markdown(view))


def _view_markdown(v: dict) -> str:
    def src(x):
        return f"{x['source']}" if x.get("source") else f"ch{x['chapter']}"

    lines = [f"# {v['entity']} at chapter {v['at_chapter']}", ""]
    if v["aliases"]:
        lines.append("aliases: " + ", ".join(v["aliases"]))
    lines.append("alive" if v["alive"] else f"dead (ch{v['died']['chapter']}: “{v['died']['quote']}”)")
    for title, key in (("baseline", "baseline"), ("current state", "state")):
        lines += ["", f"## {title}"]
        lines += [f"- {x['key']}: {x['value']}  ({src(x)}: “{x['quote']}”)" for x in v[key]] or ["- (none)"]
    lines += ["", "## relations"]
    lines += [f"- {x['relation']} {x['other']} ({x['polarity']}, {src(x)}: “{x['quote']}”)" for x in v["relations"]] \
        or ["- (none)"]
    lines += ["", "## open threads"]
    lines += [f"- {x['id']}: {x['note']} (planted ch{x['planted']}, {x['age_chapters']} chapters open)"
              for x in v["open_threads"]] or ["- (none)"]
    if v.get("conflicts"):
        lines += ["", "## conflicts"]
        lines += [f"- `{x['id']}` ch{x['chapter']} {x['kind']} [{x['status']}]: {x['message']}" for x in v["conflicts"]]
    return "\n".join(lines) + "\n"


class ExportFmt(str, Enum):
    nquads = "nquads"
    turtle = "turtle"
    jsonld = "jsonld"
    graphml = "graphml"


@app.command()
def export(
    book: Path = typer.Argument(..., help="the book folder or manuscript file"),
    format: ExportFmt = typer.Option(ExportFmt.nquads, "--format", "-f", help="nquads, turtle, jsonld or graphml"),
    output: Optional[Path] = typer.Option(None, "-o", "--output", help="write here instead of stdout"),
) -> None:
    """Export the story graph (RDF valid under ontology/shapes.ttl, or GraphML of the relation graph)."""
    from kg.export import export as do_export
    from kg.review import review as run_review

    try:
        res = run_review(book, quiet=True)
    except BookError as e:
        _fail(e)
    text = do_export(res.graph, format.value, res.report)
    if output is not None:
        from kg.store import atomic_write

        atomic_write(output, text.encode("utf-8"))
        typer.echo(f"wrote {output}", err=True)
    else:
        sys.stdout.write(text)


class PackFmt(str, Enum):
    markdown = "markdown"
    json = "json"


@app.command()
def context(
    book: Path = typer.Argument(..., help="the book folder or manuscript file"),
    chapter: int = typer.Option(..., "--chapter", "-c", help="the chapter to be written (the pack is the canon at the end of the one before)"),
    outline: Optional[Path] = typer.Option(None, "--outline", help="the chapter's outline: the characters it names are the pack's entities"),
    entities: Optional[str] = typer.Option(None, "--entities", help="comma-separated names or aliases (instead of, or with, --outline)"),
    budget: int = typer.Option(2000, "--budget", help="tokens for the whole pack (the setting layer is never cut)"),
    format: PackFmt = typer.Option(PackFmt.markdown, "--format", "-f", help="markdown or json (with scores and tokens per layer)"),
    output: Optional[Path] = typer.Option(None, "-o", "--output", help="write here instead of stdout"),
) -> None:
    """A context pack for writing chapter N: setting layer, fact layer and the end of the previous chapter."""
    from kg.context import build_pack, to_markdown
    from kg.review import review as run_review
    from kg.state import resolve_entity

    outline_text = None
    if outline is not None:
        try:
            from kg.book import read_text

            outline_text = read_text(outline)
        except (OSError, BookError) as e:
            typer.echo(f"loregraph: error: {outline}: cannot read the outline ({e})", err=True)
            raise typer.Exit(2)
    try:
        res = run_review(book, quiet=True)
    except BookError as e:
        _fail(e)
    n = len(res.book.chapters)
    if not 1 <= chapter <= n + 1:
        typer.echo(f"loregraph: error: {book}: --chapter must be between 1 and {n + 1}", err=True)
        raise typer.Exit(2)
    names: list[str] = []
    for raw in (entities or "").replace("，", ",").split(","):
        if raw.strip():
            name = resolve_entity(res.graph, raw.strip())
            if name is None:
                typer.echo(f"loregraph: error: {book}: no character or entity named {raw.strip()!r}", err=True)
                raise typer.Exit(2)
            names.append(name)
    if not names and not outline_text:
        typer.echo("loregraph: error: give --outline FILE or --entities A,B", err=True)
        raise typer.Exit(2)
    from kg.store import BookStore

    summaries = BookStore(res.book.store_dir, quiet=True).load_summaries()
    pack = build_pack(res.graph, res.report, chapter, entities=names, outline=outline_text, index=res.index,
                      budget=budget, title=res.book.title, summaries=summaries)
    text = pack.model_dump_json(indent=2) + "\n" if format is PackFmt.json else to_markdown(pack)
    for w in pack.warnings:
        typer.echo(f"loregraph: warning: {w}", err=True)
    if output is not None:
        from kg.store import atomic_write

        atomic_write(output, text.encode("utf-8"))
        typer.echo(f"wrote {output}", err=True)
    else:
        sys.stdout.write(text)


@app.command()
def write(
    book: Path = typer.Argument(..., help="the book folder"),
    chapter: int = typer.Option(..., "--chapter", "-c", help="the chapter to write (the next one)"),
    outline: Path = typer.Option(..., "--outline", help="the chapter's outline"),
    accept: bool = typer.Option(False, "--accept", help="commit even with open error conflicts in the draft"),
    redraft: bool = typer.Option(False, "--redraft", help="ask for a new draft instead of reusing the saved one"),
    title: Optional[str] = typer.Option(None, "--title", help="the chapter's title for its heading"),
    budget: int = typer.Option(2000, "--budget", help="token budget of the context pack"),
) -> None:
    """Write the next chapter with an LLM: context pack -> draft -> check against the canon -> commit."""
    from extractors.llm import LLMFailure
    from kg.write import WriteError, WriteLoop, check_outline

    try:
        text = check_outline(outline)
        loop = WriteLoop(book, budget=budget)
        res = loop.run(chapter, text, accept=accept, redraft=redraft, title=title,
                       echo=lambda s: typer.echo(s, err=True))
    except BookError as e:
        _fail(e)
    except (WriteError, LLMFailure, ValueError) as e:
        typer.echo(f"loregraph: error: {e}", err=True)
        raise typer.Exit(2)
    if res.resumed_from:
        typer.echo(f"resumed chapter {chapter} after step '{res.resumed_from}'", err=True)
    for c in res.conflicts:
        typer.echo(f"[{c.severity.value}] {c.id} {c.kind} ch{c.chapter}: {c.message}")
        for e in c.evidence:
            typer.echo(f"    {e.role}: ch{e.chapter} “{e.quote}”")
    if res.committed:
        typer.echo(f"committed chapter {chapter} -> {res.file}")
        return
    typer.echo(f"not committed: {len(res.blocking)} open error(s) in the draft {res.draft}. Edit the draft and run "
               f"again, resolve the conflicts, or pass --accept.", err=True)
    raise typer.Exit(1)


@app.command()
def sparql(
    book: Path = typer.Argument(..., help="the book folder or manuscript file"),
    query_text: str = typer.Argument(..., metavar="QUERY", help="a SPARQL SELECT/ASK/CONSTRUCT query (prefix lg: is predefined)"),
    format: Fmt = typer.Option(Fmt.table, "--format", "-f", help="table or json"),
) -> None:
    """Query the story graph with SPARQL (the on-disk Oxigraph store, one named graph per chapter)."""
    import json as _json

    import pyoxigraph as ox

    from kg import vocab
    from kg.review import review as run_review

    try:
        res = run_review(book, quiet=True, rdf_store=True)
    except BookError as e:
        _fail(e)
    from kg.store import BookStore

    store = ox.Store.read_only(str(BookStore(res.book.store_dir, quiet=True).dir / "oxigraph"))
    q = query_text if re.search(r"(?im)^\s*prefix\s+lg:", query_text) else f"PREFIX lg: <{vocab.NS}>\n{query_text}"
    try:
        result = store.query(q, use_default_graph_as_union=True)
    except (SyntaxError, ValueError, OSError) as e:
        typer.echo(f"loregraph: error: SPARQL: {e}", err=True)
        raise typer.Exit(2)
    if isinstance(result, bool) or type(result).__name__ == "QueryBoolean":
        typer.echo("true" if bool(result) else "false")
        return
    if type(result).__name__ == "QuerySolutions":
        names = [v.value for v in result.variables]
        rows = [{n: (sol[n].value if sol[n] is not None else None) for n in names} for sol in result]
        if format is Fmt.json:
            sys.stdout.write(_json.dumps(rows, ensure_ascii=False, indent=2) + "\n")
            return
        from rich.console import Console
        from rich.table import Table

        t = Table()
        for n in names:
            t.add_column(n, overflow="fold")
        for r in rows:
            t.add_row(*[str(r[n]) if r[n] is not None else "" for n in names])
        Console().print(t)
        return
    out = ox.serialize(result, format=ox.RdfFormat.N_TRIPLES)
    sys.stdout.write(out.decode("utf-8") if isinstance(out, bytes) else str(out))


@app.command()
def dashboard(
    book: Path = typer.Argument(..., help="the book folder or manuscript file"),
    port: Optional[int] = typer.Option(None, "--port", "-p", help="serve on this port (default: a free one)"),
) -> None:
    """Open the review dashboard (Streamlit) on the stored review; the book is reviewed first when none is stored."""
    from review_app.launch import launch

    try:
        rc = launch(book, port, echo=lambda s: typer.echo(s, err=True))
    except BookError as e:
        _fail(e)
    except ValueError as e:
        typer.echo(f"loregraph: error: {book}: {e}", err=True)
        raise typer.Exit(2)
    raise typer.Exit(rc)


@app.command()
def version() -> None:
    """Print the version."""
    from kg.review import VERSION

    typer.echo(f"loregraph {VERSION}")


def main() -> None:
    app()


if __name__ == "__main__":
    main()
