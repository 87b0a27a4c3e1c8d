"""The loregraph command line. It only wires the rooms together."""
from __future__ import annotations

from typing import Callable

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
    extractor: Optional[str] = typer.Option(None, "--extractor", help="rule (default)"),
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
        result = run_review(book, progress=progress_cb, extractor_name=extractor)
    except BookError as e:
        _fail(e)
    except ValueError as e:
        typer.echo(f"loregraph: error: {book}: {e}", err=True)
        raise typer.Exit(2)
    finally:
        if prog is not None:
            prog.stop()
    report = result.report
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


@app.command()
def version() -> None:
    """Print the version."""
    from kg.review import VERSION

    typer.echo(f"loregraph {VERSION}")


def main() -> None:
    app()


if __name__ == "__main__":
    main()
