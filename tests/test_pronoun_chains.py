"""Who a pronoun is when the nearest name is the wrong one: a possessive that goes with its sentence's subject
pronoun, a run of "He …" sentences that began in the paragraph before, and a paragraph with no one in it (a
letter, a log entry) between a pronoun and its person. Own phrasings, not the benchmark books'."""
from __future__ import annotations

from kg.review import review

PEOPLE = {
    "characters/Ivo Marsh.md": "# Ivo Marsh\n- Gender: male\n",
    "characters/Piet Lorne.md": "# Piet Lorne\n- Gender: male\n",
    "characters/Hanne Vos.md": "# Hanne Vos\n- Gender: female\n",
}


def _facts(book, predicate):
    return sorted((f.subject, f.object) for f in review(book, persist=False, quiet=True).graph.facts_of(predicate))


def test_a_possessive_goes_with_the_subject_pronoun_of_its_sentence(book_factory):
    book = book_factory({"1.md": (
        "# Chapter 1\n\nIvo Marsh set down his bag by the cot. He knelt and felt for Piet Lorne's pulse, and "
        "for a long time he did not move. At last he sat back and rubbed his tired grey eyes.\n")}, PEOPLE)
    assert _facts(book, "eyeColour") == [("Ivo Marsh", "grey")]


def test_a_run_of_pronoun_sentences_reaches_back_into_the_paragraph_before(book_factory):
    book = book_factory({"1.md": (
        "# Chapter 1\n\nIvo Marsh came up the stair two at a time. He was a lean, quiet man who had doctored the "
        "mill for a dozen years.\n\n"
        "He bent over the bed where Piet Lorne lay and turned back Piet Lorne's blanket. He said nothing for a "
        "while. Then he looked up at the widow, and his brown eyes were wet.\n")}, PEOPLE)
    assert ("Piet Lorne", "brown") not in _facts(book, "eyeColour")


def test_a_paragraph_with_no_one_in_it_does_not_end_the_search(book_factory):
    book = book_factory({"1.md": (
        "# Chapter 1\n\nIvo Marsh opened the mill book on the counter. He wrote slowly, while Piet Lorne read "
        "over his shoulder:\n\n"
        "*Third of May. Wheel stopped at noon. Race cleared by six.*\n\n"
        "Then he put his name to it, left-handed as ever, and shut the book.\n")}, PEOPLE)
    assert ("Ivo Marsh", "left") in _facts(book, "handedness")
    assert not [s for s, _ in _facts(book, "handedness") if s == "Piet Lorne"]


def test_a_name_between_still_wins_and_a_woman_is_not_a_he(book_factory):
    # the possessive rule does not reach over a name of the same gender, nor over a change of person
    book = book_factory({"1.md": (
        "# Chapter 1\n\nIvo Marsh waited at the gate. Hanne Vos came down the lane, and she pushed back her hood "
        "and looked at him with her clear blue eyes.\n")}, PEOPLE)
    assert _facts(book, "eyeColour") == [("Hanne Vos", "blue")]


def test_a_later_he_in_the_sentence_is_its_subject_not_the_man_sent_away(book_factory):
    book = book_factory({"1.md": (
        "# Chapter 1\n\nIvo Marsh read the order twice. The ink was still wet. He blotted it, sent Piet Lorne out "
        "for the seal and trimmed the lamp, and then, frowning, with the quill in his left hand, he signed it.\n"),
        "2.md": ("# Chapter 2\n\nIvo Marsh read the order twice. He blotted it, sent Piet Lorne out for the seal "
                 "and trimmed the lamp, and then, frowning, with the quill in his left hand, he signed it.\n")},
        PEOPLE)
    # chapter 1: the hand is Ivo's, named too far back for one act to count; never Piet's
    # chapter 2: named in the sentence before, Ivo's left hand counts
    assert _facts(book, "handedness") == [("Ivo Marsh", "left")]


ZH_PEOPLE = {
    "characters/韦照.md": "# 韦照\n- 性别：男\n",
    "characters/岳停云.md": "# 岳停云\n- 性别：男\n",
}


def test_zh_a_paragraph_that_ends_on_a_named_sentence_hands_that_name_on(book_factory):
    book = book_factory({"1.md": (
        "# 第一章\n\n天刚亮，岳停云没有来，渡口只站着几个挑夫。韦照也不等他，撩起袍子上了船。\n\n"
        "这一回，他照旧用惯了的左手执笔，在船簿上写下了自己的名字。\n")}, ZH_PEOPLE)
    assert _facts(book, "handedness") == [("韦照", "left")]


def test_zh_a_time_clause_or_a_topic_does_not_hand_its_name_on(book_factory):
    book = book_factory({"1.md": (
        "# 第一章\n\n韦照的船舱很窄，只摆得下一张小案。岳停云进舱时，韦照正伏在案上看图，听见脚步声才抬起头。\n\n"
        "他是个左撇子，左手执笔，在图上点了一点。\n"),
        "2.md": ("# 第二章\n\n韦照在渡口等了一夜。岳停云那边，他不想再去问。\n\n"
                 "他回到舱里，仍是惯用的左手执笔，给家里写了封信。\n")}, ZH_PEOPLE)
    assert _facts(book, "handedness") == [("韦照", "left"), ("韦照", "left")]


def test_a_possessive_in_what_is_looked_at_is_the_one_looked_at(book_factory):
    bible = {**PEOPLE, "characters/Ivo Marsh.md": "# Ivo Marsh\n- Gender: male\n## Basics\n- Marks: a scar on his right cheek\n"}
    book = book_factory({"1.md": (
        "# Chapter 1\n\nIvo Marsh came in from the rain and sat down without a word.\n\n"
        "Piet Lorne watched him across the table, at the wet hair and the old scar on his left cheek, and said "
        "nothing.\n\n"
        "Piet Lorne looked at him with his tired grey eyes.\n\n"
        "Piet Lorne stared at him, and his brown eyes were wet.\n")}, bible)
    # the scar is Ivo's (what Piet looks at); the eyes are Piet's own, in both sentences
    assert _facts(book, "mark") == [("Ivo Marsh", "left"), ("Ivo Marsh", "right")]
    assert _facts(book, "eyeColour") == [("Piet Lorne", "brown"), ("Piet Lorne", "grey")]


def test_a_paragraph_told_through_someones_thoughts_hands_on_the_thinker(book_factory):
    book = book_factory({"1.md": (
        "# Chapter 1\n\nPiet Lorne tied off the last sack and said nothing at all.\n\n"
        "It was, Ivo Marsh thought later, the kindest thing Piet Lorne had ever done for anyone.\n\n"
        "He had grey eyes that watered in the wind, and he wiped them and went home.\n")}, PEOPLE)
    assert _facts(book, "eyeColour") == [("Ivo Marsh", "grey")]


def test_zh_a_he_that_is_the_named_subjects_object_is_someone_else(book_factory):
    book = book_factory({"1.md": (
        "# 第一章\n\n韦照蹲在渡口边上补网，一声不吭。\n\n"
        "那年冬天，是岳停云把他从冰窟窿里拖上来的。那会儿他冻得嘴唇发紫，惯用的左手还死死攥着刀柄。\n"),
        "2.md": ("# 第二章\n\n韦照把船撑到了对岸。\n\n"
                 "岳停云站在码头上上下下地打量他，视线停在他左颊那道新添的刀疤上。\n"),
        "3.md": ("# 第三章\n\n韦照一早就去了城里。\n\n"
                 "岳停云替他请了个账房先生。先生姓梅，头一天便瞧见他习惯性地用左手拨算盘，皱着眉要他改。\n")},
        {**ZH_PEOPLE, "characters/岳停云.md": "# 岳停云\n- 性别：男\n## 基础信息\n- 惯用手：右手\n"})
    # every 他 above is 韦照: the object of 岳停云's act (把他, 打量他, 替他), and the 他 after it
    assert _facts(book, "handedness") == [("岳停云", "right"), ("韦照", "left"), ("韦照", "left")]
    assert _facts(book, "mark") == [("韦照", "left")]
    r = review(book, persist=False, quiet=True)
    assert not [c for c in r.report.conflicts if "岳停云" in c.entities]


def test_zh_the_one_held_while_someone_talks_on_is_not_the_talker(book_factory):
    bible = {**ZH_PEOPLE, "characters/韦照.md": "# 韦照\n- 性别：男\n## 基础信息\n- 说话习惯：寡言少语，从不高声\n"}
    book = book_factory({"1.md": (
        "# 第一章\n\n韦照独自坐在船头。\n\n"
        "掌灯时分，岳停云提着一坛黄酒上了船，硬拉他对饮，喝到半夜，攥着他的袖子唠唠叨叨，把陈年旧账翻了个遍。\n")},
        bible)
    r = review(book, persist=False, quiet=True)
    speech = [(f.subject, f.object) for f in r.graph.facts_of("utterance") if f.detail.get("narrated")]
    assert speech == [("岳停云", "narrated")]
    assert not [c for c in r.report.conflicts if c.kind == "baseline_violation"]


def test_an_unnamed_newcomer_keeps_his_pronouns_from_a_name_met_in_passing(book_factory):
    book = book_factory({"1.md": (
        "# Chapter 1\n\nThe warehouse of Piet Lorne stood at the far end of the quay. A man was waiting at its door, and I "
        "knew he was the foreman before anyone said so, because he was bawling at the carters.\n\n"
        "He was a big, untidy fellow, and he had cold grey eyes under heavy brows.\n")}, PEOPLE)
    assert _facts(book, "eyeColour") == []


def test_lines_of_talk_and_a_name_in_passing_do_not_take_the_paragraph_from_its_pronoun(book_factory):
    bible = {**PEOPLE, "characters/Greet Lorne.md": "# Greet Lorne\n- Gender: female\n"}
    book = book_factory({"1.md": (
        "# Chapter 1\n\nHanne Vos came down the steps to the boat.\n\n"
        "She smiled. Then she tapped the gunwale twice, the way Greet Lorne always did.\n\n"
        "\"You kept it.\"\n\n\"I did.\"\n\n\"It leaks.\"\n\n\"So it does.\"\n\n"
        "She looked at me a while longer with her calm green eyes, and went back up the steps.\n")}, bible)
    assert _facts(book, "eyeColour") == [("Hanne Vos", "green")]


def test_the_one_acted_on_is_not_the_one_acting(book_factory):
    book = book_factory({"1.md": (
        "# Chapter 1\n\nPiet Lorne read the bill through twice. When I had blotted it he took the pen from me, "
        "dipped it, and signed left-handed.\n")}, PEOPLE, config='[book]\nnarrator = "Ivo Marsh"\nlanguage = "en"\n')
    assert _facts(book, "handedness") == [("Piet Lorne", "left")]


def test_the_one_watched_owns_what_follows_and_sentences_led_by_his_pronoun_stay_his(book_factory):
    bible = {**PEOPLE, "characters/Piet Lorne.md": "# Piet Lorne\n- Gender: male\n## Basics\n- Handedness: right\n",
             "characters/Ivo Marsh.md": "# Ivo Marsh\n- Gender: male\n## Basics\n- Handedness: left\n"}
    book = book_factory({"1.md": (
        "# Chapter 1\n\nPiet Lorne watched his new clerk stand at the gangway, writing the tallies with his left hand.\n\n"
        "Ivo Marsh had lost two fingers to the frost.\n\nSince then he has been practising with the other hand.\n\n"
        "Piet Lorne sees him at it now, hunched over the ledger by the lamp. His left hand is in a sling. He was "
        "left-handed all his life.\n")}, bible)
    r = review(book, persist=False, quiet=True)
    hands = sorted((f.subject, f.object) for f in r.graph.facts_of("handedness") if f.chapter == 1)
    assert ("Piet Lorne", "left") not in hands
    assert ("Ivo Marsh", "left") in hands
    assert not [c for c in r.report.conflicts if c.kind == "baseline_violation"]


def test_a_paragraph_opening_he_goes_on_with_the_last_sentence_led_by_he(book_factory):
    # the paragraph before ends on a possessor and an object pronoun ("Piet Lorne's cart …, lent to him"); the
    # next paragraph's "He" is the one who led the sentences there, not the possessor
    book = book_factory({"1.md": (
        "# Chapter 1\n\nThe fog had not lifted by noon, and Ivo Marsh walked out along the dyke to the sluice. He "
        "carried a lantern. It was Piet Lorne's lantern, the tin one from the barn; Hanne Vos had lent it to him "
        "that morning.\n\n"
        "He set it on the sluice-gate and rubbed his grey eyes.\n")}, PEOPLE)
    assert _facts(book, "eyeColour") == [("Ivo Marsh", "grey")]


def test_his_at_a_sentence_head_does_not_take_over_the_chain(book_factory):
    # only a subject "he" hands a paragraph on; "His hands shook" after "I called for Piet" is no new topic
    book = book_factory({"1.md": (
        "# Chapter 1\n\nI found Ivo Marsh on the sluice steps, half in the water. I called for Piet Lorne and "
        "dragged him up by the shoulders. His coat was soaked through. Someone had struck him from behind.\n\n"
        "He was breathing. His brown eyes opened and found my face.\n")}, PEOPLE)
    assert ("Piet Lorne", "brown") not in _facts(book, "eyeColour")
