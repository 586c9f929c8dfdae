"""text.Vocab and text.Lookup (ut dataset test_vocab, test_from_dataset): ids from lists, dicts, files and
datasets, tokens_to_ids / ids_to_tokens, Lookup dtypes and unknown tokens, argument errors."""
import os
import tempfile
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.text as text
import mindspore.common.dtype as mstype
from _conf import emit, emit_error

MODES = ("pynative",)


def ordered(d):
    return sorted(d.items(), key=lambda kv: kv[1])


v = text.Vocab.from_list(["w1", "w2", "w3"], special_tokens=["<unk>"], special_first=True)
emit("from_list", ordered(v.vocab()))
emit("tokens_to_ids", [v.tokens_to_ids(["w1", "w4"]), v.tokens_to_ids("<unk>"), v.tokens_to_ids(np.array("w3"))])
emit("ids_to_tokens", [v.ids_to_tokens([2, 7]), v.ids_to_tokens(0), v.ids_to_tokens(np.array([3, 1]))])
emit_error("ids_negative", lambda: v.ids_to_tokens(-2))
emit_error("ids_str", lambda: v.ids_to_tokens("abc"))
emit_error("tokens_int", lambda: v.tokens_to_ids([1, "w3"]))
emit_error("not_built", lambda: text.Vocab().tokens_to_ids(["w3"]))
emit("specials_last", ordered(text.Vocab.from_list(["a", "b"], ["x"], False).vocab()))
emit_error("dup_words", lambda: text.Vocab.from_list(["a", "a"]))
emit_error("dup_specials", lambda: text.Vocab.from_list(["a"], ["s", "s"]))
emit_error("special_in_words", lambda: text.Vocab.from_list(["a", "b"], ["a"]))
emit("from_dict", ordered(text.Vocab.from_dict({"home": 5, "behind": 0}).vocab()))
emit_error("from_dict_negative", lambda: text.Vocab.from_dict({"home": -1}))
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "v.txt")
    with open(path, "w") as f:
        f.write("w1,1\nw2,2\nw3 x\n  w4  \n\nw5\n")
    emit("from_file_delim", ordered(text.Vocab.from_file(path, ",", 3, ["s1"], False).vocab()))
    emit("from_file_raw", ordered(text.Vocab.from_file(path).vocab()))
    emit_error("from_file_size0", lambda: text.Vocab.from_file(path, ",", 0))


def gen():
    for s in ["a b c", "b c d", "c d e", "c"]:
        yield (np.array(s.split()),)


d = ds.GeneratorDataset(gen, ["text"], shuffle=False)
emit("from_dataset", ordered(text.Vocab.from_dataset(d, "text").vocab()))
emit("from_dataset_range", ordered(text.Vocab.from_dataset(d, None, (1, 2), None, ["<pad>"], True).vocab()))
emit("from_dataset_topk", ordered(text.Vocab.from_dataset(d, None, None, 2, ["<pad>"], False).vocab()))
emit_error("from_dataset_range_bad", lambda: text.Vocab.from_dataset(d, None, (3, 1)))
vd = text.Vocab.from_dataset(d)
rows = d.map(text.Lookup(vd, "a"), ["text"]).create_tuple_iterator(num_epochs=1, output_numpy=True)
emit("lookup_pipeline", [[str(r[0].dtype), r[0].tolist()] for r in rows])
lk = text.Lookup(v, "<unk>", mstype.float32)(np.array(["w1", "w9"]))
emit("lookup_float", [str(lk.dtype), lk.tolist()])
emit("lookup_2d", text.Lookup(v)(np.array([["w1", "w2"], ["w3", "w1"]])).tolist())
emit_error("lookup_unknown_missing", lambda: text.Lookup(v, "zz")("w1"))
emit_error("lookup_no_unknown", lambda: text.Lookup(v)("w9"))
emit_error("lookup_numbers", lambda: text.Lookup(v, "<unk>")(np.array([1, 2])))
emit_error("lookup_dtype_str", lambda: text.Lookup(v, "<unk>", "tldr"))
