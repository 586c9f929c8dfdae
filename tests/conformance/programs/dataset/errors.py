"""The exception classes MindSpore raises for bad arguments and for failures inside the pipeline."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit_error

MODES = ("pynative",)


def mk():
    return ds.NumpySlicesDataset([1, 2], column_names=["x"], shuffle=False)


def gen():
    yield 1,


def bad(x):
    raise ZeroDivisionError("boom")


def gen_raises():
    yield 1,
    raise KeyError("kk")


emit_error("no_column_names", lambda: ds.GeneratorDataset(gen))
emit_error("batch_zero", lambda: mk().batch(0))
emit_error("batch_float", lambda: mk().batch(1.5))
emit_error("repeat_zero", lambda: mk().repeat(0))
emit_error("shuffle_one", lambda: mk().shuffle(1))
emit_error("take_zero", lambda: mk().take(0))
emit_error("skip_negative", lambda: mk().skip(-1))
emit_error("rename_mismatch", lambda: mk().rename(["x"], ["a", "b"]))
emit_error("project_empty", lambda: mk().project([]))
emit_error("zip_list", lambda: ds.zip([mk()]))
emit_error("shard_id_too_big", lambda: ds.NumpySlicesDataset([1, 2], shuffle=False, num_shards=2, shard_id=2))
emit_error("shard_id_missing", lambda: ds.NumpySlicesDataset([1, 2], shuffle=False, num_shards=2))
emit_error("num_shards_zero", lambda: ds.NumpySlicesDataset([1, 2], shuffle=False, num_shards=0, shard_id=0))
emit_error("sampler_and_shuffle", lambda: ds.GeneratorDataset(np.arange(4), ["a"], shuffle=True,
                                                              sampler=ds.SequentialSampler()))
emit_error("iterable_shards", lambda: ds.GeneratorDataset(gen, ["a"], num_shards=2, shard_id=0))
emit_error("iterable_sampler", lambda: ds.GeneratorDataset(gen, ["a"], sampler=ds.SequentialSampler()))
emit_error("slices_names", lambda: ds.NumpySlicesDataset(([1, 2], [3, 4]), ["a"]))
emit_error("slices_lengths", lambda: ds.NumpySlicesDataset({"a": [1, 2], "b": [1, 2, 3]}))
emit_error("project_unknown", lambda: list(mk().project(["y"])))
emit_error("map_unknown", lambda: list(mk().map(lambda x: x, input_columns=["y"])))
emit_error("rename_unknown", lambda: list(mk().rename(["y"], ["z"])))
emit_error("map_raises", lambda: list(mk().map(bad, input_columns=["x"])))
emit_error("source_raises", lambda: list(ds.GeneratorDataset(gen_raises, ["a"])))
emit_error("source_width", lambda: list(ds.GeneratorDataset(np.arange(2), ["a", "b"], shuffle=False)))
emit_error("map_outputs", lambda: list(mk().map(lambda x: (x, x), input_columns=["x"])))
emit_error("concat_columns", lambda: list(mk() + ds.NumpySlicesDataset([1], column_names=["y"], shuffle=False)))
emit_error("batch_ragged", lambda: list(ds.GeneratorDataset(lambda: iter([(np.ones(2),), (np.ones(3),)]),
                                                            ["a"]).batch(2)))
it = mk().create_tuple_iterator(num_epochs=1)
list(it)
emit_error("beyond_epochs", lambda: list(it))
