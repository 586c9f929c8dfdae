"""Dataset batches fed to Cells as train.py loops do, in $MODE (graph / pynative): Tensor dtypes of batched Python
ints / floats / bools and OneHot / TypeCast labels inside a Cell's construct, a loss and its gradient per step,
map with num_parallel_workers / python_multiprocessing, map returning None under workers."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as V
from mindspore import nn, ops
from _h import case, ck, rows

ds.config.set_seed(3)
IMG = np.random.RandomState(2).randint(0, 256, (6, 4, 4, 3)).astype(np.uint8)


def gi():
    for i in range(6):
        yield IMG[i], i % 3, float(i) / 2, bool(i % 2)


def GI():
    return ds.GeneratorDataset(gi, ["image", "label", "w", "m"], shuffle=False)


class Probe(nn.Cell):
    def construct(self, x, y, w, m):
        return x.dtype, y.dtype, w.dtype, m.dtype, x.shape, (x * 1).sum(), y + 1, w * 2, ops.logical_not(m)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(48, 3, weight_init="ones", bias_init="zeros")
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")

    def construct(self, x, y):
        return self.loss(self.fc(x.reshape(x.shape[0], -1)), y)


def probe(d):
    p = Probe()
    return [ck([v.asnumpy() if isinstance(v, ms.Tensor) else np.asarray(str(v)) for v in p(*r)]) for r in d.create_tuple_iterator(num_epochs=1)]


case("probe_raw", lambda: probe(GI().batch(3)))
case("probe_chain", lambda: probe(GI().map([V.Rescale(1 / 255, 0), V.HWC2CHW()], "image").map(T.TypeCast(ms.int32), "label").batch(3)))
case("probe_f16", lambda: probe(GI().map([V.Rescale(1 / 255, 0), T.TypeCast(ms.float16)], "image").batch(2, drop_remainder=True)))


def train(d):
    net = Net()
    gf = ms.value_and_grad(net, None, net.trainable_params())
    out = []
    for x, y in d.create_tuple_iterator(num_epochs=1):
        loss, g = gf(x, y)
        out.append([round(float(loss), 5), str(y.dtype), ck(g[0].asnumpy())])
    return out


case("train_int32_labels", lambda: train(GI().map([V.Rescale(1 / 255, 0), V.Normalize([0.5] * 3, [0.5] * 3)], "image").map(T.TypeCast(ms.int32), "label").project(["image", "label"]).batch(3)))
case("train_int64_labels", lambda: train(GI().map([V.Rescale(1 / 255, 0)], "image").project(["image", "label"]).batch(3)))
case("train_workers", lambda: train(GI().map([V.Rescale(1 / 255, 0)], "image", num_parallel_workers=2).map(T.TypeCast(ms.int32), "label").project(["image", "label"]).batch(2)))
case("map_none_workers_mp", lambda: rows(GI().map(lambda x: None, "label", num_parallel_workers=2, python_multiprocessing=True)))
case("map_none_workers_thread", lambda: rows(GI().map(lambda x: None, "label", num_parallel_workers=2, python_multiprocessing=False)))
case("map_none_first_of_two", lambda: rows(GI().map(lambda x: (None, x), "label", ["a", "b"])))
