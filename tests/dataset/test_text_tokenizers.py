"""ds.text tokenizers, string transforms and word vectors (values observed from MindSpore 2.10; the full
recordings are tests/conformance/programs/ds_text_audio/)."""
import numpy as np
import pytest

import msgraph.dataset as ds
import msgraph.dataset.text as text


def _rows(op, lines, columns):
    data = ds.NumpySlicesDataset(lines, ["text"], shuffle=False)
    data = data.map(operations=op, input_columns=["text"], output_columns=columns)
    return [tuple(r[c] for c in columns) for r in data.create_dict_iterator(num_epochs=1, output_numpy=True)]


def test_offsets_are_utf8_bytes_uint32():
    rows = _rows(text.UnicodeScriptTokenizer(keep_whitespace=True, with_offsets=True), ["北京欢迎您！", "  "],
                 ["token", "offsets_start", "offsets_limit"])
    assert rows[0][0].tolist() == ["北京欢迎您", "！"]
    assert rows[0][1].dtype == np.uint32 and rows[0][1].tolist() == [0, 15] and rows[0][2].tolist() == [15, 18]
    assert rows[1][0].tolist() == ["  "]
    empty = text.WhitespaceTokenizer(with_offsets=True)("  ")
    assert [a.tolist() for a in empty] == [[""], [0], [0]]


def test_regex_tokenizer_and_replace_read_icu_patterns():
    op = text.RegexTokenizer(r"[\x{4E00}-\x{9FFF}]", r"\p{Han}", with_offsets=True)
    tokens, start, limit = op("北京!Welcome")
    assert tokens.tolist() == ["北", "京", "!Welcome"] and start.tolist() == [0, 3, 6] and limit.tolist() == [3, 6, 14]
    assert text.RegexReplace(r"(\d+)", "<$1>", replace_all=False)("a12 b3").item() == "a<12> b3"


def test_casefold_is_nfkc_casefold():
    assert text.CaseFold()("ABC ß ！ Ｆ ﬁ \u200bx").item() == "abc ss ! f fi x"


def test_bert_tokenizer_wordpiece_offsets():
    vocab = text.Vocab.from_list(["mak", "##ing", "16", " ", "[UNK]"])
    tokens, start, limit = text.BertTokenizer(vocab, with_offsets=True)("making 1644")
    assert tokens.tolist() == ["mak", "##ing", "[UNK]"]
    # MindSpore keeps the offsets of "16", matched before "1644" failed, next to the unknown token's
    assert start.tolist() == [0, 3, 7, 7] and limit.tolist() == [3, 6, 9, 11]


def test_basic_tokenizer_errors_and_bytes():
    with pytest.raises(RuntimeError, match="should be a scalar"):
        text.BasicTokenizer()(np.array(["a", "b"]))
    with pytest.raises(RuntimeError, match="type string"):
        text.BasicTokenizer()(b"ab")
    with pytest.raises(TypeError):
        text.BasicTokenizer(lower_case=1)


def test_vectors_file(tmp_path):
    path = tmp_path / "v.txt"
    path.write_text("2 3\nok 1 2 3\nHome 4 5 6\nok 7 8 9\n")
    vectors = text.Vectors.from_file(str(path))
    out = text.ToVectors(vectors)(np.array(["ok", "Home", "zz"]))
    assert out.dtype == np.float32 and out.tolist() == [[1, 2, 3], [4, 5, 6], [0, 0, 0]]
    assert text.ToVectors(vectors, lower_case_backup=True)("OK").tolist() == [1, 2, 3]
    with pytest.raises(RuntimeError, match="unk_init must be the same length"):
        text.ToVectors(vectors, unk_init=[1])("zz")
    with pytest.raises(RuntimeError, match="can not find file"):
        text.GloVe.from_file(str(path))
