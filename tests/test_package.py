from pathlib import Path

from tests.conftest import REPO


def test_validators_is_this_repository_not_the_pypi_package():
    import validators

    assert Path(validators.__file__).resolve().parent == REPO / "validators"
    assert hasattr(validators, "ALL_RULES") and validators.ALL_RULES


def test_all_rooms_import_from_the_repository():
    import extractors
    import kg
    import ontology
    import review_app

    for mod, name in ((kg, "kg"), (extractors, "extractors"), (review_app, "review_app"), (ontology, "ontology")):
        assert Path(mod.__file__).resolve().parent == REPO / name


def test_every_rule_has_a_unique_code_and_a_docstring_with_both_cases():
    from validators import ALL_RULES

    codes = [r.code for r in ALL_RULES]
    assert len(codes) == len(set(codes))
    for r in ALL_RULES:
        doc = type(r).__module__ and __import__(type(r).__module__, fromlist=["x"]).__doc__ or ""
        assert "Anti-pattern" in doc and "Fine" in doc, r.code
