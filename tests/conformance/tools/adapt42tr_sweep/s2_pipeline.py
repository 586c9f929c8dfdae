"""Dataset pipelines as train.py builds them and what reaches the network: column dtypes from generators,
map over several columns, batch / padded_batch / drop_remainder, shuffle under ds.config.set_seed across epochs,
repeat / take / skip / zip / concat before Model.train (steps, sizes, elements seen by callbacks), iterators'
output types."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model, Callback
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
from _h import case


def xs(n, f=4):
    return ((np.arange(n * f).reshape(n, f) % 7) / 7.0 - 0.4).astype(np.float32)


def base(n=8, shuffle=False):
    return ds.NumpySlicesDataset({"x": xs(n), "y": (np.arange(n) % 3).astype(np.int32)}, shuffle=shuffle)


def net3():
    return nn.Dense(4, 3, weight_init=Tensor((np.arange(12).reshape(3, 4) % 5 / 10.0 - 0.2).astype(np.float32)),
                    bias_init="zeros")


class Seen(Callback):
    def __init__(self):
        super().__init__()
        self.rows = []

    def on_train_step_begin(self, rc):
        cb = rc.original_args()
        self.rows.append(tuple((str(t.dtype), tuple(t.shape), round(float(t.asnumpy().astype(np.float64).sum()), 4))
                               for t in cb.train_dataset_element))


def train(d, epochs=2, sink=False, ss=-1):
    net = net3()
    m = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.SGD(net.trainable_params(), 0.1))
    s = Seen()
    m.train(epochs, d, callbacks=[s], dataset_sink_mode=sink, sink_size=ss)
    return d.get_dataset_size(), s.rows, net.weight.asnumpy()[0]


# Model.train over pipeline shapes
case("tr.batch2", lambda: train(base().batch(2)))
case("tr.batch3", lambda: train(base().batch(3)))
case("tr.batch3.drop", lambda: train(base().batch(3, drop_remainder=True)))
case("tr.batch3.drop.sink", lambda: train(base().batch(3, drop_remainder=True), sink=True))
case("tr.batch3.sink", lambda: train(base().batch(3), sink=True))
case("tr.repeat2", lambda: train(base().batch(4).repeat(2)))
case("tr.repeat2.sink", lambda: train(base().batch(4).repeat(2), sink=True))
case("tr.repeat2.sink.ss3", lambda: train(base().batch(4).repeat(2), sink=True, ss=3))
case("tr.take", lambda: train(base().batch(2).take(3)))
case("tr.skip", lambda: train(base().batch(2).skip(1)))
case("tr.take.sink.ss2", lambda: train(base().batch(2).take(3), sink=True, ss=2))
case("tr.zip", lambda: train(ds.zip((ds.NumpySlicesDataset({"x": xs(6)}, shuffle=False),
                                     ds.NumpySlicesDataset({"y": np.arange(6, dtype=np.int32) % 3}, shuffle=False)))
                             .batch(2)))
case("tr.concat", lambda: train((base(4) + base(6)).batch(4)))
case("tr.concat.sink", lambda: train((base(4) + base(6)).batch(4), sink=True))
case("tr.shuffle_seed", lambda: (ds.config.set_seed(5), train(base(8, shuffle=True).batch(2)))[1])
case("tr.shuffle_buf", lambda: (ds.config.set_seed(7), train(base(8).shuffle(4).batch(2)))[1])
case("tr.shuffle_buf.sink", lambda: (ds.config.set_seed(7), train(base(8).shuffle(4).batch(2), sink=True))[1])
case("tr.typecast", lambda: train(base().map(T.TypeCast(ms.float16), "x").map(T.TypeCast(ms.float32), "x").batch(4)))
case("tr.y_int64", lambda: train(base().map(T.TypeCast(ms.int64), "y").batch(4)))
case("tr.x_float64", lambda: train(base().map(T.TypeCast(ms.float64), "x").batch(4)))
case("tr.x_float16", lambda: train(base().map(T.TypeCast(ms.float16), "x").batch(4)))
case("tr.three_cols", lambda: train(ds.NumpySlicesDataset({"x": xs(4), "y": np.zeros(4, np.int32),
                                                           "z": np.ones(4, np.float32)}, shuffle=False).batch(2)))
case("tr.one_col", lambda: train(ds.NumpySlicesDataset({"x": xs(4)}, shuffle=False).batch(2)))
case("tr.unbatched", lambda: train(base(4), epochs=1))
case("tr.padded", lambda: train(base(5).padded_batch(2, pad_info={}), epochs=1))


# generators of python values
def gen_of(vals):
    def g():
        for v in vals:
            yield v
    return g


GENS = {
    "pyfloat": [(1.5,), (2.5,)],
    "pyint": [(1,), (2,)],
    "pybool": [(True,), (False,)],
    "npf64": [(np.float64(1.5),), (np.float64(2.0),)],
    "npf16": [(np.array([1, 2], np.float16),), (np.array([3, 4], np.float16),)],
    "list_int": [([1, 2],), ([3, 4],)],
    "list_float": [([1.0, 2.0],), ([3.0, 4.5],)],
    "str": [("ab",), ("cd",)],
    "bytes": [(b"ab",), (b"cd",)],
    "npu8": [(np.array([1, 2], np.uint8),), (np.array([3, 4], np.uint8),)],
    "0d_i32": [(np.array(3, np.int32),), (np.array(4, np.int32),)],
}
for name, vals in GENS.items():
    def tup(vals=vals, numpy=False, bs=None):
        d = ds.GeneratorDataset(gen_of(vals), ["a"], shuffle=False)
        if bs:
            d = d.batch(bs)
        out = []
        for row in d.create_tuple_iterator(output_numpy=numpy, num_epochs=1):
            a = row[0]
            out.append((type(a).__name__, str(a.dtype), tuple(a.shape),
                        a.tolist() if numpy else (a.asnumpy().tolist() if a.dtype != ms.string else str(a))))
        return out, d.output_types(), d.output_shapes()
    case(f"gen.{name}.tensor", tup)
    case(f"gen.{name}.numpy", lambda tup=tup: tup(numpy=True))
    case(f"gen.{name}.batch2", lambda tup=tup: tup(bs=2))
    case(f"gen.{name}.batch2.numpy", lambda tup=tup: tup(numpy=True, bs=2))


# map with several columns
def mapped(d, numpy=True):
    rows = []
    for r in d.create_dict_iterator(output_numpy=numpy, num_epochs=1):
        rows.append({k: (str(v.dtype), np.asarray(v.asnumpy() if not numpy else v).tolist()) for k, v in r.items()})
    return d.get_col_names(), rows


def two():
    return ds.NumpySlicesDataset({"a": np.arange(3, dtype=np.int32), "b": np.arange(3, dtype=np.float32) / 2},
                                 shuffle=False)


case("map.2to1", lambda: mapped(two().map(lambda a, b: a + b, ["a", "b"], ["c"])))
case("map.2to1.same", lambda: mapped(two().map(lambda a, b: a * b, ["a", "b"], ["a"])))
case("map.1to2", lambda: mapped(two().map(lambda a: (a, a * 2), ["a"], ["a1", "a2"])))
case("map.1to2.b", lambda: mapped(two().map(lambda b: (b, b + 1), ["b"], ["b1", "b2"])))
case("map.2to2.swap", lambda: mapped(two().map(lambda a, b: (b, a), ["a", "b"], ["a", "b"])))
case("map.2to2.noout", lambda: mapped(two().map(lambda a, b: (b, a), ["a", "b"])))
case("map.2to1.noout", lambda: mapped(two().map(lambda a, b: a + b, ["a", "b"])))
case("map.1to2.noout", lambda: mapped(two().map(lambda a: (a, a), ["a"])))
case("map.default_cols", lambda: mapped(two().map(lambda a: a * 3)))
case("map.wrong_arity", lambda: mapped(two().map(lambda a: a, ["a", "b"])))
case("map.list_ops", lambda: mapped(two().map([lambda b: b * 2, lambda b: b + 1], ["b"])))
case("map.typecast_chain", lambda: mapped(two().map([T.TypeCast(ms.float16), lambda b: b * 2], ["b"])))
case("map.returns_list", lambda: mapped(two().map(lambda a: [a, a], ["a"], ["p", "q"])))
case("map.returns_pyint", lambda: mapped(two().map(lambda a: int(a) + 1, ["a"])))
case("map.returns_pyfloat", lambda: mapped(two().map(lambda a: float(a) + 0.5, ["a"])))
case("map.returns_bool", lambda: mapped(two().map(lambda a: bool(a), ["a"])))
case("map.then_batch", lambda: mapped(two().map(lambda a, b: (a, b, a + b), ["a", "b"], ["a", "b", "c"]).batch(2)))
case("map.then_batch.tensor", lambda: mapped(two().map(lambda a, b: (a + b,), ["a", "b"], ["s"]).batch(2), False))
case("map.project_after", lambda: mapped(two().map(lambda a: (a, a), ["a"], ["a", "z"]).project(["z", "b"])))
case("map.rename_after", lambda: mapped(two().rename(["a", "b"], ["b", "a"]).batch(3)))

# sizes and getters over combos
SIZES = {
    "shuffle_batch_drop": lambda: base(7).shuffle(3).batch(2, True),
    "repeat_batch": lambda: base(5).repeat(3).batch(4),
    "batch_repeat": lambda: base(5).batch(4).repeat(3),
    "take_repeat": lambda: base(5).take(2).repeat(2),
    "skip_take": lambda: base(9).skip(2).take(4).batch(3),
    "zip_short": lambda: ds.zip((base(5), ds.NumpySlicesDataset({"z": np.arange(3)}, shuffle=False))),
    "concat_batch": lambda: (base(3) + base(4)).batch(2),
    "concat_repeat": lambda: (base(3).repeat(2) + base(4)),
    "filter": lambda: base(6).filter(lambda y: y > 0, ["y"]),
    "gen_len": lambda: ds.GeneratorDataset(gen_of([(1,), (2,), (3,)]), ["a"]).batch(2),
}
for name, mk in SIZES.items():
    case(f"size.{name}", lambda mk=mk: (mk().get_dataset_size(), mk().get_col_names(), mk().output_types(),
                                         mk().get_batch_size(), mk().get_repeat_count()))

# shuffle order under seeds across epochs
def order(mk, epochs=2, seed=1):
    ds.config.set_seed(seed)
    d = mk()
    it = d.create_tuple_iterator(output_numpy=True, num_epochs=epochs)
    out = []
    for _ in range(epochs):
        out.append([int(r[0].sum()) if r[0].ndim else int(r[0]) for r in it])
    return out


case("ord.slices_shuffle", lambda: order(lambda: ds.NumpySlicesDataset({"a": np.arange(8)}, shuffle=True)))
case("ord.slices_shuffle.s2", lambda: order(lambda: ds.NumpySlicesDataset({"a": np.arange(8)}, shuffle=True), seed=2))
case("ord.buffer4", lambda: order(lambda: ds.NumpySlicesDataset({"a": np.arange(8)}, shuffle=False).shuffle(4)))
case("ord.gen_shuffle", lambda: order(lambda: ds.GeneratorDataset(gen_of([(i,) for i in range(8)]), ["a"],
                                                                 shuffle=True)))
case("ord.shuffle_batch", lambda: order(lambda: ds.NumpySlicesDataset({"a": np.arange(8)}, shuffle=True).batch(3)))
case("ord.shuffle_repeat", lambda: order(lambda: ds.NumpySlicesDataset({"a": np.arange(6)}, shuffle=True).repeat(2), 1))
case("ord.random_access_gen", lambda: order(lambda: ds.GeneratorDataset([(np.int64(i),) for i in range(8)], ["a"],
                                                                        shuffle=True)))
