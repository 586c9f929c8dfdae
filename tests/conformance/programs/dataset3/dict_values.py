"""Python dicts as pipeline values (MindSpore 2.10; ut dataset test_python_dict_in_pipeline): map and
per_batch_map see the dicts, batch gathers each key into a numpy array, per_batch_map's columns are read whole
(all arrays or dicts) or as rows (a dict row batch gives lists), the iterators convert the dicts' values."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


def plain(v):
    """A converted value as JSON: arrays as [dtype, list], containers kept."""
    if isinstance(v, dict):
        return {str(k): plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [type(v).__name__] + [plain(x) for x in v]
    if isinstance(v, np.ndarray):
        return [str(v.dtype), v.tolist()]
    if hasattr(v, "asnumpy"):
        return ["Tensor", str(v.dtype), v.asnumpy().tolist()]
    return repr(v)


def gen():
    for i in range(4):
        yield {"i": i, "b": True, "s": "ab", "t": (1, 2), "f": 1.5, "a": np.array([i, 2 * i], np.int32),
               "d": {"x": i}}, np.array([i])


def rows(d, numpy=True, n=None):
    out = []
    for r in d.create_tuple_iterator(num_epochs=1, output_numpy=numpy):
        out.append(plain(list(r)))
        if n is not None and len(out) == n:
            break
    return out


emit("raw_numpy", rows(ds.GeneratorDataset(gen, ["c", "n"], shuffle=False), n=1))
emit("raw_tensor", rows(ds.GeneratorDataset(gen, ["c", "n"], shuffle=False), numpy=False, n=1))
emit("map_sees", rows(ds.GeneratorDataset(gen, ["c", "n"], shuffle=False).map(
    lambda c: (type(c).__name__ + str(sorted(c)),) and np.array(type(c).__name__), ["c"]), n=1))
emit("map_makes_dict", rows(ds.GeneratorDataset(gen, ["c", "n"], shuffle=False).map(
    lambda n: {"v": n, "w": 3}, ["n"]), n=1))


def small():
    for i in range(5):
        yield {"i": i, "t": (1, 2), "s": "x" * (i + 1)},


emit("batch", rows(ds.GeneratorDataset(small, ["c"], shuffle=False).batch(2)))
emit("batch_tensor", rows(ds.GeneratorDataset(small, ["c"], shuffle=False).batch(3), numpy=False))
emit("rebatch", rows(ds.GeneratorDataset(small, ["c"], shuffle=False).batch(2, drop_remainder=True).batch(2)))
emit("shapes_types", [ds.GeneratorDataset(small, ["c"], shuffle=False).batch(2).output_shapes(),
                      [str(t) for t in ds.GeneratorDataset(small, ["c"], shuffle=False).output_types()]])


def pbm_rows(c, info):
    return ([dict(x, i=x["i"] * 10) for x in c],)


emit("per_batch_map_rows", rows(ds.GeneratorDataset(small, ["c"], shuffle=False).batch(2, per_batch_map=pbm_rows)))
emit("per_batch_map_whole", rows(ds.GeneratorDataset(small, ["c"], shuffle=False).batch(
    2, per_batch_map=lambda c, info: ({"k": len(c)},))))


def two():
    for i in range(4):
        yield {"i": i}, np.array([i])


def run(f):
    return rows(ds.GeneratorDataset(two, ["c", "d"], shuffle=False).batch(2, per_batch_map=f))


emit("pbm_dict_and_array", run(lambda c, d, i: ({"a": 1}, np.array([1, 2, 3]))))
emit("pbm_list_and_ints", run(lambda c, d, i: (c, [1, 2])))
emit("pbm_strings_as_rows", run(lambda c, d, i: ("ab", d)))
emit_error("pbm_dict_with_list", lambda: run(lambda c, d, i: ({"a": 1}, c)))
emit_error("pbm_row_count", lambda: run(lambda c, d, i: (c, np.array([1]))))
emit_error("pbm_none_rows", lambda: run(lambda c, d, i: ([None, None], d)))


def bad(kind):
    def g():
        yield {"i": 1, "n": None if kind == "none" else 1},
        yield {"i": [1, 2] if kind == "ragged" else 2, ("j" if kind == "keys" else "n"): 1},
    return g


for kind in ("none", "ragged", "keys"):
    emit_error(f"batch_{kind}", lambda: rows(ds.GeneratorDataset(bad(kind), ["c"], shuffle=False).batch(2)))
