"""st/dataset (test_dataset_iterator_mode / test_gpu_python_obj / test_send_empty_tensor / test_gpu_reset) and
st/dataset_helper / st/train/test_data_sink variants: GeneratorDataset rows (python objects, dicts, empty arrays,
scalars of each kind) through create_tuple_iterator / create_dict_iterator (output_numpy, do_copy), batch (drop_remainder,
per_batch_map), repeat, NumpySlicesDataset + map, Model.train with a recording callback (non-sink and sink),
DatasetHelper, ms.data_sink."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Tensor, Model
from mindspore.train import Callback
from _h import case


def desc(x):
    if isinstance(x, np.ndarray):
        return ("nd", str(x.dtype), x.shape, x.tolist())
    if isinstance(x, Tensor):
        return ("T", str(x.dtype), x.shape, x.asnumpy().tolist())
    if isinstance(x, dict):
        return {k: desc(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [desc(v) for v in x]
    return (type(x).__name__, x)


def rows(d, n=None, **kw):
    out = []
    for i, r in enumerate(d.create_tuple_iterator(num_epochs=1, **kw)):
        out.append(desc(r))
        if n and i + 1 >= n:
            break
    return out


def drows(d, **kw):
    return [desc(r) for r in d.create_dict_iterator(num_epochs=1, **kw)]


class Src:
    def __init__(self, data):
        self.data = data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]


ITEMS = {
    "int": [(1,), (2,)], "float": [(1.5,), (2.5,)], "bool": [(True,), (False,)], "str": [("ab",), ("c",)],
    "np_i8": [(np.int8(3),), (np.int8(4),)], "np_f16": [(np.float16(1.5),), (np.float16(2.0),)],
    "list": [([1, 2],), ([3, 4],)], "nested": [([[1.0], [2.0]],), ([[3.0], [4.0]],)],
    "empty": [(np.array([]),), (np.array([[]]),)], "empty_list": [([],), ([[]],)],
    "f64": [(np.array([1.0, 2.0]),), (np.array([3.0, 4.0]),)], "u16": [(np.array([1, 2], np.uint16),)] * 2,
    "bool_arr": [(np.array([True, False]),)] * 2, "dict": [({"a": 1, "b": np.array([1.0])},)] * 2,
    "zero_d": [(np.array(5),), (np.array(6),)], "bytes": [(b"xy",), (b"z",)],
    "none": [(None,), (None,)], "mixed_list": [([1, 2.5],), ([3, 4.5],)],
}
for k, data in ITEMS.items():
    for on in (False, True):
        case(f"gen.{k}.np{on}", lambda: rows(ds.GeneratorDataset(Src(data), ["A"], shuffle=False), output_numpy=on))
    case(f"gen.{k}.dict", lambda: drows(ds.GeneratorDataset(Src(data), ["A"], shuffle=False)))

case("gen.batch.empty", lambda: rows(ds.GeneratorDataset(Src([(np.array([]),), (np.array([]),)]), ["A"],
                                                         shuffle=False).batch(2)))
case("gen.batch.ragged", lambda: rows(ds.GeneratorDataset(Src([(np.array([1]),), (np.array([1, 2]),)]), ["A"],
                                                          shuffle=False).batch(2)))
case("gen.batch.dict", lambda: rows(ds.GeneratorDataset(Src([({"a": 1},), ({"a": 2},)]), ["A"],
                                                        shuffle=False).batch(2), output_numpy=True))
case("gen.batch.str", lambda: rows(ds.GeneratorDataset(Src([("a",), ("bc",)]), ["A"], shuffle=False).batch(2)))
case("gen.batch.drop", lambda: rows(ds.GeneratorDataset(Src([(i,) for i in range(5)]), ["A"], shuffle=False)
                                    .batch(2, drop_remainder=True)))
case("gen.batch.keep", lambda: rows(ds.GeneratorDataset(Src([(i,) for i in range(5)]), ["A"], shuffle=False)
                                    .batch(2)))
case("gen.batch.size", lambda: (ds.GeneratorDataset(Src([(i,) for i in range(5)]), ["A"], shuffle=False)
                                .batch(2).get_dataset_size(),
                                ds.GeneratorDataset(Src([(i,) for i in range(5)]), ["A"], shuffle=False)
                                .batch(2, drop_remainder=True).repeat(3).get_dataset_size()))
case("gen.batch.pbm", lambda: rows(ds.GeneratorDataset(Src([(i, i * 2.0) for i in range(4)]), ["A", "B"],
                                                       shuffle=False)
                                   .batch(2, per_batch_map=lambda a, b, info: (a, [x * info.get_batch_num()
                                                                                   for x in b]))))
case("gen.repeat", lambda: rows(ds.GeneratorDataset(Src([(i,) for i in range(3)]), ["A"], shuffle=False).repeat(2)))
case("gen.tuple_row_2col", lambda: rows(ds.GeneratorDataset(Src([(1, np.array([1.0], np.float32))] * 2),
                                                            ["A", "B"], shuffle=False)))
case("gen.wrong_cols", lambda: rows(ds.GeneratorDataset(Src([(1, 2)] * 2), ["A"], shuffle=False)))
case("gen.nonuniform_dtype", lambda: rows(ds.GeneratorDataset(Src([(1,), (1.5,)]), ["A"], shuffle=False)))


def my_func(x):
    return x + 1 if x % 2 else x - 1


case("nps.map", lambda: rows(ds.NumpySlicesDataset([(x,) for x in range(1, 7)], shuffle=False)
                             .map(operations=my_func)))
case("nps.map_workers", lambda: rows(ds.NumpySlicesDataset([(x,) for x in range(1, 7)], shuffle=False)
                                     .map(operations=my_func, num_parallel_workers=2)))
case("nps.map_dict_out", lambda: rows(ds.NumpySlicesDataset(np.arange(3, dtype=np.float32), column_names=["x"],
                                                            shuffle=False)
                                      .map(operations=lambda x: ({"t": x, "n": 1}, x * 2),
                                           input_columns=["x"], output_columns=["d", "y"]), output_numpy=True))
case("nps.col_names", lambda: ds.NumpySlicesDataset({"a": [1, 2], "b": [3.0, 4.0]}, shuffle=False)
     .get_col_names())
case("nps.dict_rows", lambda: drows(ds.NumpySlicesDataset({"a": [1, 2], "b": [3.0, 4.0]}, shuffle=False)))
case("nps.project", lambda: rows(ds.NumpySlicesDataset({"a": [1, 2], "b": [3.0, 4.0]}, shuffle=False)
                                 .project(["b"])))


def do_copy(flag):
    ds.config.set_iterator_mode(do_copy=flag, parallel_convert=False)
    try:
        return rows(ds.GeneratorDataset(Src([(np.array([1.0, 2.0], np.float32),)] * 2), ["A"], shuffle=False)
                    .batch(2))
    finally:
        ds.config.set_iterator_mode(do_copy=True, parallel_convert=False)


case("iter_mode.copy_false", lambda: do_copy(False))
case("iter_mode.copy_true", lambda: do_copy(True))
case("iter_mode.get", lambda: ds.config.get_iterator_mode())


class Sq(nn.Cell):
    def construct(self, x):
        return ops.square(x)


class Rec(Callback):
    def __init__(self):
        super().__init__()
        self.seen = []

    def step_end(self, rc):
        p = rc.original_args()
        o = p.net_outputs
        self.seen.append((p.cur_epoch_num, p.cur_step_num, desc(o)))


def train(data, sink, epochs=1, cols=("A",), **kw):
    ms.set_seed(1)
    model = Model(Sq())
    d = ds.GeneratorDataset(Src(data), list(cols), shuffle=False)
    if kw.pop("batch", None):
        d = d.batch(2)
    cb = Rec()
    model.train(epochs, d, callbacks=[cb], dataset_sink_mode=sink, **kw)
    return cb.seen


F = [(np.array([1.0, 2.0], np.float32),), (np.array([3.0, 4.0], np.float32),), (np.array([5.0, 6.0], np.float32),)]
case("train.nosink", lambda: train(F, False, 2))
case("train.nosink_batch", lambda: train(F, False, 1, batch=True))
case("train.sink", lambda: train(F, True, 2))
case("train.sink_size1", lambda: train(F, True, 2, sink_size=1))
case("train.sink_size2", lambda: train(F, True, 2, sink_size=2))
case("train.sink_size_neg", lambda: train(F, True, 1, sink_size=-1))
case("train.sink_size_bad", lambda: train(F, True, 1, sink_size=-2))
case("train.sink_size0", lambda: train(F, True, 1, sink_size=0))
case("train.empty.nosink", lambda: train([(np.array([]),), ([[]],)], False))
case("train.empty.sink", lambda: train([(np.array([]),), ([[]],)], True, sink_size=-1))
case("train.f64.nosink", lambda: train([(np.array([1.5, 2.0]),)] * 2, False))
case("train.int.nosink", lambda: train([(np.array([1, 2], np.int32),)] * 2, False))


def helper(sink, **kw):
    d = ds.GeneratorDataset(Src(F), ["A"], shuffle=False)
    h = ms.train.DatasetHelper(d, dataset_sink_mode=sink, **kw)
    out = [desc(x) for x in h]
    return out, len(h), h.sink_size(), [list(s) for s in h.types_shapes()[1]] if sink else None


case("dshelper.nosink", lambda: helper(False)[:3])
case("dshelper.sink", lambda: helper(True))
case("dshelper.sink_size2", lambda: helper(True, sink_size=2))
case("dshelper.epoch2", lambda: helper(False, epoch_num=2)[:3])
case("dshelper.get_data_info", lambda: ms.train.DatasetHelper(ds.GeneratorDataset(Src(F), ["A"], shuffle=False),
                                                              dataset_sink_mode=False).get_data_info())
