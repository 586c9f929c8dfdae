"""One dataset object reused the way scripts reuse it: train twice, train then eval, fit with the same dataset for
both, iterate after training, an iterator created before Model.train, sink then non-sink on one Model, a repeated
dataset over several epochs, and GeneratorDataset sources that are iterators / generators (one pass only)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model, Callback, Accuracy, Loss
import mindspore.dataset as ds
from _h import case


def xs(n, f=4):
    return ((np.arange(n * f).reshape(n, f) % 7) / 7.0 - 0.4).astype(np.float32)


def data(n=8, bs=4):
    return ds.NumpySlicesDataset({"x": xs(n), "y": (np.arange(n) % 3).astype(np.int32)}, shuffle=False).batch(bs)


def mk():
    net = nn.Dense(4, 3, weight_init=Tensor((np.arange(12).reshape(3, 4) % 5 / 10.0 - 0.2).astype(np.float32)),
                   bias_init="zeros")
    return net, Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                      nn.Momentum(net.trainable_params(), 0.1, 0.9), metrics={"acc": Accuracy(), "loss": Loss()})


class Count(Callback):
    def __init__(self):
        super().__init__()
        self.n = 0

    def on_train_step_end(self, rc):
        self.n += 1


def w(net):
    return net.weight.asnumpy()[0].round(5).tolist()


def train_twice(s1, s2):
    net, m = mk()
    d = data()
    c = Count()
    m.train(1, d, callbacks=[c], dataset_sink_mode=s1)
    m.train(2, d, callbacks=[c], dataset_sink_mode=s2)
    return c.n, w(net)


for s1 in (False, True):
    for s2 in (False, True):
        case(f"twice.{s1}.{s2}", lambda s1=s1, s2=s2: train_twice(s1, s2))


def train_eval(sink):
    net, m = mk()
    d = data()
    m.train(1, d, dataset_sink_mode=sink)
    return m.eval(d, dataset_sink_mode=sink), m.eval(d), w(net)


case("train_eval.nosink", lambda: train_eval(False))
case("train_eval.sink", lambda: train_eval(True))
case("fit_same", lambda: (lambda nm, d: (nm[1].fit(2, d, d), w(nm[0]), nm[1].eval(d)))(mk(), data()))


def iterate_after(sink):
    net, m = mk()
    d = data()
    m.train(2, d, dataset_sink_mode=sink)
    return [r[0].shape for r in d.create_tuple_iterator(num_epochs=1)], d.get_dataset_size()


case("iter_after.nosink", lambda: iterate_after(False))
case("iter_after.sink", lambda: iterate_after(True))


def iter_before():
    net, m = mk()
    d = data()
    it = d.create_tuple_iterator(num_epochs=1)
    first = next(it)[1].asnumpy().tolist()
    c = Count()
    m.train(1, d, callbacks=[c])
    rest = [r[1].asnumpy().tolist() for r in it]
    return first, rest, c.n


case("iter_before", iter_before)


def repeated(epochs, rep, sink):
    net, m = mk()
    c = Count()
    m.train(epochs, data().repeat(rep), callbacks=[c], dataset_sink_mode=sink)
    return c.n, w(net)


for e, r in ((2, 2), (3, 1), (1, 3)):
    for sink in (False, True):
        case(f"repeated.e{e}.r{r}.sink{sink}", lambda e=e, r=r, sink=sink: repeated(e, r, sink))


def gen_iterable(kind, epochs=2):
    rows = [(xs(4)[i:i + 2], np.array([0, 1], np.int32)) for i in (0, 2)]
    if kind == "list":
        src = rows
    elif kind == "generator_fn":
        def src():
            for r in rows:
                yield r
    elif kind == "iter_obj":
        src = iter(rows)
    else:
        class It:
            def __init__(self):
                self.i = 0

            def __iter__(self):
                self.i = 0
                return self

            def __next__(self):
                if self.i >= len(rows):
                    raise StopIteration
                self.i += 1
                return rows[self.i - 1]
        src = It()
    d = ds.GeneratorDataset(src, ["x", "y"], shuffle=False)
    net, m = mk()
    c = Count()
    m.train(epochs, d, callbacks=[c])
    return c.n, w(net)


for kind in ("list", "generator_fn", "iter_obj", "iterable_cls"):
    case(f"gen.{kind}", lambda kind=kind: gen_iterable(kind))
    case(f"gen.{kind}.size", lambda kind=kind: ds.GeneratorDataset(
        (lambda: iter([(np.ones(2, np.float32),)] * 3)) if kind == "generator_fn" else [(np.ones(2, np.float32),)] * 3,
        ["x"], shuffle=False).get_dataset_size())
