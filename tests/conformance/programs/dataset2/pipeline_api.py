"""Dataset.apply / flat_map, the 'not a tree' check on a node with two live consumers, batch's type/shape
errors and its refusal of column_order (MindSpore 2.10; ut dataset test_apply, test_flat_map, test_batch)."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


def rows(d, col="x"):
    return [r[col].tolist() for r in d.create_dict_iterator(num_epochs=1, output_numpy=True)]


base = ds.NumpySlicesDataset({"x": np.arange(6)}, shuffle=False)
emit("apply", rows(base.apply(lambda d: d.map(lambda x: x * 3).batch(4))))
emit_error("apply_not_callable", lambda: ds.NumpySlicesDataset([1], shuffle=False).apply("123"))
emit_error("apply_not_dataset", lambda: ds.NumpySlicesDataset([1], shuffle=False).apply(lambda d: 5))

src = ds.NumpySlicesDataset({"x": np.array([[1, 2], [3, 4], [5, 6]])}, shuffle=False)
flat = src.flat_map(lambda x: ds.NumpySlicesDataset({"x": x * 10}, shuffle=False).repeat(2))
emit("flat_map", rows(flat))
emit_error("flat_map_not_dataset", lambda: ds.NumpySlicesDataset([1, 2], shuffle=False).flat_map(lambda x: x))
emit_error("flat_map_not_callable", lambda: ds.NumpySlicesDataset([1, 2], shuffle=False).flat_map(3))

shared = ds.NumpySlicesDataset({"x": np.arange(4)}, shuffle=False)
one = shared.repeat(2)
two = shared.batch(2)
emit_error("two_consumers_root", lambda: rows(shared))
emit_error("two_consumers_below", lambda: rows(one.map(lambda x: x)))


def mixed():
    yield (np.array([1]),)
    yield (np.array([1.5]),)


def ragged():
    yield (np.ones((2, 3)),)
    yield (np.ones((2, 4)),)


emit_error("batch_mixed_types", lambda: rows(ds.GeneratorDataset(mixed, ["x"]).batch(2)))
emit_error("batch_ragged", lambda: rows(ds.GeneratorDataset(ragged, ["x"]).batch(2)))
emit("batch_strings", rows(ds.NumpySlicesDataset({"x": np.array(["a", "bcd", "ef"])}, shuffle=False).batch(3)))
emit_error("batch_column_order", lambda: ds.NumpySlicesDataset([1, 2], shuffle=False).batch(2, column_order=["x"]))


def gen2():
    for i in range(6):
        yield (np.array([i]), np.arange(i + 1))


two_cols = ds.GeneratorDataset(gen2, ["same", "var"], shuffle=False)
emit("bucket_pad_all", [r["var"].tolist() for r in two_cols.bucket_batch_by_length(
    ["same"], [3, 5], [2, 2, 2], None, {}).create_dict_iterator(num_epochs=1, output_numpy=True)])
bucket = ds.NumpySlicesDataset([1, 2], shuffle=False)
emit_error("bucket_column_int", lambda: bucket.bucket_batch_by_length([1, 2], [1], [1, 1], lambda x: 1))
emit_error("bucket_bounds_empty", lambda: bucket.bucket_batch_by_length(["column_0"], [], [1]))
emit_error("bucket_bounds_str", lambda: bucket.bucket_batch_by_length(["column_0"], ["1"], [1, 1]))
emit_error("bucket_bounds_order", lambda: bucket.bucket_batch_by_length(["column_0"], [2, 2], [1, 1, 1]))
emit_error("bucket_sizes_count", lambda: bucket.bucket_batch_by_length(["column_0"], [2], [1]))
emit_error("bucket_sizes_zero", lambda: bucket.bucket_batch_by_length(["column_0"], [2], [0, 1]))
emit_error("bucket_two_columns_no_fn", lambda: bucket.bucket_batch_by_length(["a", "b"], [2], [1, 1]))
emit_error("map_input_columns_dup", lambda: bucket.map(lambda x: x, input_columns=["column_0", "column_0"]))
emit_error("map_input_columns_empty_str", lambda: bucket.map(lambda x: x, input_columns=""))
emit_error("map_input_columns_int", lambda: bucket.map(lambda x: x, input_columns=[3]))
