"""text transforms inside pipelines as NLP scripts chain them: tokenizers -> Lookup -> PadEnd / Truncate ->
TypeCast -> batch / padded_batch, string column getters, Vocab special tokens, eager calls on str / bytes / lists."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.text as TX
import mindspore.dataset.transforms as T
from _h import case

SENT = ["hello world", "the cat sat on the mat", "a", "hello the world again"]
vocab = TX.Vocab.from_list(["<pad>", "<unk>", "hello", "world", "the", "cat", "a"], special_tokens=None)


def d():
    return ds.NumpySlicesDataset({"text": SENT}, shuffle=False)


def rows(x):
    return [[a.tolist() if hasattr(a, "tolist") else a for a in r] for r in x.create_tuple_iterator(output_numpy=True, num_epochs=1)]


def meta(x):
    return [x.get_col_names(), [str(t) for t in x.output_types()], x.output_shapes()]


chain = [TX.WhitespaceTokenizer(), TX.Lookup(vocab, "<unk>"), TX.Truncate(4), T.PadEnd([4], 0)]
case("meta_text", lambda: meta(d()))
case("chain_rows", lambda: rows(d().map(chain, "text")))
case("chain_meta", lambda: meta(d().map(chain, "text")))
case("chain_batch", lambda: rows(d().map(chain, "text").batch(2)))
case("chain_typecast", lambda: meta(d().map(chain + [T.TypeCast(ms.int64)], "text").batch(2)))
case("lookup_dtype", lambda: rows(d().map([TX.WhitespaceTokenizer(), TX.Lookup(vocab, "<unk>", ms.int64)], "text")))
case("lookup_no_unk", lambda: rows(d().map([TX.WhitespaceTokenizer(), TX.Lookup(vocab)], "text")))
case("padded_batch_tokens", lambda: rows(d().map([TX.WhitespaceTokenizer(), TX.Lookup(vocab, "<unk>")], "text").padded_batch(2, pad_info={"text": (None, 0)})))
case("padded_batch_strings", lambda: rows(d().map(TX.WhitespaceTokenizer(), "text").padded_batch(2, pad_info={"text": (None, "<pad>")})))
case("batch_ragged_strings", lambda: rows(d().map(TX.WhitespaceTokenizer(), "text").batch(2)))
case("ngram_chain", lambda: rows(d().map([TX.WhitespaceTokenizer(), TX.Ngram(2)], "text")))
case("sliding_chain", lambda: rows(d().map([TX.WhitespaceTokenizer(), TX.Lookup(vocab, "<unk>"), TX.SlidingWindow(2, 0)], "text")))
case("unicode_offsets", lambda: rows(d().map(TX.UnicodeCharTokenizer(with_offsets=True), "text", ["token", "start", "end"])))
case("whitespace_offsets_meta", lambda: meta(d().map(TX.WhitespaceTokenizer(with_offsets=True), "text", ["token", "start", "end"])))
case("case_fold_regex", lambda: rows(ds.NumpySlicesDataset({"t": ["Hello, World!", "ABC  def"]}, shuffle=False).map([TX.CaseFold(), TX.RegexReplace("[,!]", ""), TX.RegexTokenizer("\\s+")], "t")))
case("tonumber_map", lambda: rows(ds.NumpySlicesDataset({"t": [["1", "2"], ["3", "-4"]]}, shuffle=False).map(TX.ToNumber(ms.int16), "t")))
case("tonumber_bad", lambda: rows(ds.NumpySlicesDataset({"t": [["1", "x"]]}, shuffle=False).map(TX.ToNumber(ms.int16), "t")))
case("eager_tokenize_str", lambda: TX.WhitespaceTokenizer()("a b  c").tolist())
case("eager_tokenize_list", lambda: TX.WhitespaceTokenizer()(["a b"]))
case("eager_lookup_list", lambda: TX.Lookup(vocab, "<unk>")(["hello", "zzz"]).tolist())
case("eager_lookup_str", lambda: TX.Lookup(vocab, "<unk>")("cat").tolist())
case("eager_lookup_bytes", lambda: TX.Lookup(vocab, "<unk>")(np.array([b"hello"])).tolist())
case("vocab_special_first", lambda: TX.Vocab.from_list(["x", "y"], ["<pad>", "<unk>"], True).vocab())
case("vocab_special_last", lambda: TX.Vocab.from_list(["x", "y"], ["<pad>", "<unk>"], False).vocab())
case("vocab_from_dataset", lambda: TX.Vocab.from_dataset(d().map(TX.WhitespaceTokenizer(), "text"), "text", top_k=3, special_tokens=["<pad>"]).vocab())
case("vocab_freq_range", lambda: sorted(TX.Vocab.from_dataset(d().map(TX.WhitespaceTokenizer(), "text"), "text", freq_range=(2, 10)).vocab().items()))
case("vocab_ids_tokens", lambda: (vocab.tokens_to_ids(["hello", "nope"]), vocab.ids_to_tokens([2, 99])))
case("add_token_chain", lambda: rows(d().map([TX.WhitespaceTokenizer(), TX.AddToken("[CLS]", True)], "text")))
case("pythontokenizer", lambda: rows(d().map(TX.PythonTokenizer(lambda s: s.split("t")), "text")))
