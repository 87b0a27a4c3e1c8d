"""Rendering a Report: json (the contract in report.md), a rich terminal table, markdown."""
from __future__ import annotations

import json

from kg.models import Report


def to_json(report: Report) -> str:
    data = report.model_dump(mode="json")
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def _ev_line(ev) -> str:
    where = ev.source if ev.chapter == 0 and ev.source else f"ch{ev.chapter}"
    return f"{ev.role}: {where} “{ev.quote}”"


def to_markdown(report: Report) -> str:
    b = report.book
    lines = [f"# loregraph review: {b.title}", "",
             f"{b.chapters} chapters · language {b.language} · {report.stats['conflicts']} conflicts", ""]
    if report.stats.get("by_kind"):
        lines += ["| kind | count |", "| --- | --- |"]
        lines += [f"| {k} | {v} |" for k, v in report.stats["by_kind"].items()]
        lines.append("")
    for c in report.conflicts:
        lines.append(f"## ch{c.chapter} · {c.kind} · {c.severity.value} · `{c.id}`")
        lines.append("")
        lines.append(f"{c.message}  ")
        lines.append(f"status: {c.status.value}" + (f" ({c.decision.note})" if c.decision and c.decision.note else ""))
        lines.append("")
        for ev in c.evidence:
            lines.append(f"- {_ev_line(ev)}")
        lines.append("")
    if not report.conflicts:
        lines.append("No conflicts found.")
    return "\n".join(lines) + "\n"


def print_table(report: Report, console=None) -> None:
    from rich.console import Console
    from rich.table import Table

    console = console or Console()
    b = report.book
    console.print(f"[bold]{b.title}[/bold]  {b.chapters} chapters · {b.language} · "
                  f"{report.stats['facts']} facts · {report.stats['characters']} characters · "
                  f"[bold]{report.stats['conflicts']}[/bold] conflicts")
    if not report.conflicts:
        console.print("No conflicts found.")
        return
    table = Table(show_lines=True)
    table.add_column("ch", justify="right")
    table.add_column("kind")
    table.add_column("sev")
    table.add_column("id")
    table.add_column("message / evidence", overflow="fold")
    colours = {"error": "red", "warning": "yellow", "info": "cyan"}
    for c in report.conflicts:
        ev = "\n".join(_ev_line(e) for e in c.evidence)
        status = "" if c.status.value == "open" else f"  [dim]({c.status.value})[/dim]"
        table.add_row(str(c.chapter), c.kind, f"[{colours[c.severity.value]}]{c.severity.value}[/]", c.id,
                      f"{c.message}{status}\n[dim]{ev}[/dim]")
    console.print(table)
