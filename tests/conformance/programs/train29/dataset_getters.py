"""Dataset checks a train.py meets before training starts: metadata queries (get_dataset_size, get_col_names,
output_shapes/types, get_batch_size, get_repeat_count) build the tree and refuse a node with two consumers, as
iterators do (MindSpore's ValueError "not a tree"); GeneratorDataset checks the rows' types against column_types /
a schema (a RuntimeError from the source, nothing converted)."""
import numpy as np

import mindspore as ms
import mindspore.dataset as ds
from _conf import emit, emit_error


def gen():
    for i in range(6):
        yield np.arange(3, dtype=np.float32) + i, np.array(i, np.int64)


d = ds.GeneratorDataset(gen, ["a", "b"], shuffle=False)
train = d.batch(2)
emit("one_consumer_size", train.get_dataset_size())
val = d.map(lambda a: a * 2, "a")
emit_error("second_consumer_size", val.get_dataset_size)
emit_error("second_consumer_col_names", val.get_col_names)
emit_error("second_consumer_types", val.output_types)
emit_error("second_consumer_shapes", val.output_shapes)
emit_error("second_consumer_batch_size", val.batch(3).get_batch_size)
emit_error("second_consumer_repeat_count", val.repeat(2).get_repeat_count)
emit_error("first_consumer_size_now", train.get_dataset_size)
emit("root_itself", (d.get_dataset_size(), d.get_col_names()))

emit("column_types_match", ds.GeneratorDataset(gen, ["a", "b"], column_types=[ms.float32, ms.int64], shuffle=False)
     .output_types())
emit_error("column_types_mismatch", ds.GeneratorDataset(gen, ["a", "b"], column_types=[ms.float64, ms.int64],
                                                        shuffle=False).output_types)
emit_error("column_types_iterate", lambda: list(ds.GeneratorDataset(gen, ["a", "b"], column_types=[ms.float32, ms.int32],
                                                                    shuffle=False).create_tuple_iterator()))


def scalars():
    for i in range(2):
        yield 1.5, 2


emit("python_scalars_default_types", [[str(a.dtype) for a in r] for r in ds.GeneratorDataset(
    scalars, ["a", "b"], column_types=[ms.float64, ms.int64], shuffle=False).create_tuple_iterator(output_numpy=True)])
emit_error("python_scalars_float32", lambda: list(ds.GeneratorDataset(
    scalars, ["a", "b"], column_types=[ms.float32, ms.int64], shuffle=False).create_tuple_iterator()))
schema = ds.Schema()
schema.add_column("v", ms.float32, [3])
emit_error("schema_mismatch", lambda: list(ds.GeneratorDataset(
    lambda: iter([(np.array([1, 2, 3]),)]), schema=schema).create_tuple_iterator()))
emit("schema_match", [r[0] for r in ds.GeneratorDataset(lambda: iter([(np.array([1, 2, 3], np.float32),)]),
                                                          schema=schema).create_tuple_iterator()])
