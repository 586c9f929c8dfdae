"""GeneratorDataset sources as MindSpore 2.10 reads them: a zip (read into a list: every epoch), a generator
object (replayed), a list iterator (spent after one pass), and the errors for object-typed values and for a
column count that does not match column_names (ut/python/dataset test_datasets_generator)."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


def rows(d, epochs=1):
    it = d.create_tuple_iterator(output_numpy=True, num_epochs=epochs)
    return [[[np.asarray(c).tolist() for c in r] for r in it] for _ in range(epochs)]


emit("zip_two_epochs", rows(ds.GeneratorDataset(zip([1, 2, 3], [4, 5, 6]), ["a", "b"], shuffle=False), 2))


def my_gen(a, b):
    for i in range(a, b):
        yield i


g = ds.GeneratorDataset(my_gen(3, 6), ["x"])
emit("genobj_size", g.get_dataset_size())
emit("genobj_passes", [rows(g) for _ in range(3)])
emit("genobj_epochs", rows(g, 2))
it = ds.GeneratorDataset(iter([7, 8]), ["x"])
emit("listiter_size", it.get_dataset_size())
emit("listiter_after_size", rows(it))


def source(value):
    def gen():
        for _ in range(2):
            yield value
    return gen


emit_error("set_in_array", lambda: rows(ds.GeneratorDataset(source((np.array([{1}]),)), ["d"])))
emit_error("set", lambda: rows(ds.GeneratorDataset(source(({1},)), ["d"])))
emit_error("none_in_array", lambda: rows(ds.GeneratorDataset(source(np.array([[1, None], [1, 2]])), ["d"])))
emit_error("second_is_set", lambda: rows(ds.GeneratorDataset(source((np.array([1]), {2})), ["a", "b"])))
emit_error("two_for_one", lambda: rows(ds.GeneratorDataset(source((np.array([1]), np.array([2]))), ["d"])))
emit_error("array_for_two", lambda: rows(ds.GeneratorDataset(source(np.array([[1, 2], [3, 4]])), ["a", "b"])))
emit("array_one_column", rows(ds.GeneratorDataset(source(np.array([[1, 2], [3, 4]])), ["a"])))
emit("str_value", rows(ds.GeneratorDataset(source(("abc",)), ["d"])))
emit("mixed_list", rows(ds.GeneratorDataset(source(([1, 2.5],)), ["d"])))
emit_error("max_rowsize_bad", lambda: ds.GeneratorDataset(source((1,)), ["d"], max_rowsize=-2))
emit_error("max_rowsize_float", lambda: ds.GeneratorDataset(source((1,)), ["d"], max_rowsize=1.5))
