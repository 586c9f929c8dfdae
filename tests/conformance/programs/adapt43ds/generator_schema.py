"""GeneratorDataset(schema=...) takes its column names and types from the schema even when column_names /
column_types are given too: the names of the schema are the dataset's, a row whose type differs from the schema's is
the generator's RuntimeError; column_types=[mstype.string] takes str values (bytes and numbers are RuntimeErrors)
(adapted from ut/python/dataset/test_generator.py and test_schema.py)."""
import numpy as np

import mindspore as ms
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


def schema():
    s = ds.Schema()
    s.add_column("a", de_type=ms.int32, shape=[2])
    s.add_column("b", de_type=ms.float32)
    return s


def gen():
    for i in range(2):
        yield np.array([i, i + 1], np.int32), np.float32(i) * np.float32(0.5)


def gen_int64():
    yield np.array([1, 2], np.int64), np.float32(1.5)


def meta(d):
    return [d.get_col_names(), [str(t) for t in d.output_types()], d.output_shapes()]


def rows(d):
    return [list(r) for r in d.create_tuple_iterator(output_numpy=True)]


def dict_keys(d):
    return [sorted(r) for r in d.create_dict_iterator(output_numpy=True)]


emit("schema_only_meta", meta(ds.GeneratorDataset(gen, schema=schema(), shuffle=False)))
emit("schema_names_meta", meta(ds.GeneratorDataset(gen, column_names=["p", "q"], schema=schema(), shuffle=False)))
emit("schema_names_keys", dict_keys(ds.GeneratorDataset(gen, column_names=["p", "q"], schema=schema(), shuffle=False)))
emit("schema_names_rows", rows(ds.GeneratorDataset(gen, column_names=["p", "q"], schema=schema(), shuffle=False)))
emit_error("schema_names_type_checked",
           lambda: rows(ds.GeneratorDataset(gen_int64, column_names=["p", "q"], schema=schema(), shuffle=False)))
emit("schema_types_over_column_types",
     rows(ds.GeneratorDataset(gen, column_types=[ms.int64, ms.float64], schema=schema(), shuffle=False)))
emit_error("schema_project_own_name",
           lambda: rows(ds.GeneratorDataset(gen, column_names=["p", "q"], schema=schema(), shuffle=False).project(["p"])))
emit("string_type_rows", rows(ds.GeneratorDataset(lambda: iter([("ab",), ("c",)]), ["s"], column_types=[ms.string],
                                                  shuffle=False)))
emit("string_type_names", ds.GeneratorDataset(lambda: iter([("ab",)]), ["s"], column_types=[ms.string],
                                              shuffle=False).get_col_names())
emit_error("string_type_bytes", lambda: rows(ds.GeneratorDataset(lambda: iter([(b"ab",)]), ["s"],
                                                                 column_types=[ms.string], shuffle=False)))
emit_error("string_type_int", lambda: rows(ds.GeneratorDataset(lambda: iter([(1,)]), ["s"], column_types=[ms.string],
                                                               shuffle=False)))
emit_error("int_type_str", lambda: rows(ds.GeneratorDataset(lambda: iter([("ab",)]), ["s"], column_types=[ms.int32],
                                                            shuffle=False)))
