"""s7: ms.data_sink (st train/test_data_sink): a train step (value_and_grad with has_aux + optimizer) or a plain
function sunk over a dataset with sink_size 1 / 2 / the dataset size, calls past the dataset's end (it repeats),
jit_config / input_signature, a dynamic-shape generator, argument errors; Model.train with sink_size and
LossMonitor over epochs that do not divide the dataset."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor
from _h import case

X = ((np.arange(48, dtype=np.float32).reshape(12, 4) % 7) - 3.0) / 4.0
Y = (np.arange(12) % 3).astype(np.int32)


def data(batch=4, n=12):
    return ds.NumpySlicesDataset((X[:n], Y[:n]), ["data", "label"], shuffle=False).batch(batch)


def dense():
    w = ((np.arange(12, dtype=np.float32).reshape(3, 4) % 5) - 2.0) / 5.0
    return nn.Dense(4, 3, weight_init=Tensor(w), bias_init="zeros")


def train_step():
    net = dense()
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.SGD(net.trainable_params(), 0.1)

    def forward_fn(data, label):
        logits = net(data)
        return loss_fn(logits, label), logits

    grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)

    def step(data, label):
        (loss, _), grads = grad_fn(data, label)
        loss = ops.depend(loss, opt(grads))
        return loss

    return net, step


def sink(sink_size, calls, n=12, batch=4, **kw):
    net, step = train_step()
    f = ms.data_sink(step, data(batch, n), sink_size=sink_size, **kw)
    outs = [f() for _ in range(calls)]
    return outs, net.bias


case("sink1_x3", lambda: sink(1, 3))
case("sink1_x5", lambda: sink(1, 5))
case("sink3_x2", lambda: sink(3, 2))
case("sink2_x3", lambda: sink(2, 3))
case("sink_jit", lambda: sink(3, 2, jit_config=ms.JitConfig()))
case("sink_jit_O1", lambda: sink(1, 2, jit_config=ms.JitConfig(jit_level="O1")))
case("sink_signature", lambda: sink(1, 2, input_signature=(Tensor(shape=[None, 4], dtype=ms.float32),
                                                           Tensor(shape=[None], dtype=ms.int32))))
case("sink_bad_size0", lambda: sink(0, 1))
case("sink_bad_size_neg", lambda: sink(-1, 1))
case("sink_bad_size_float", lambda: sink(1.0, 1))
case("sink_bad_fn", lambda: ms.data_sink(3, data()))
case("sink_bad_dataset", lambda: ms.data_sink(lambda a, b: a, [1, 2]))
case("sink_bad_jit", lambda: sink(1, 1, jit_config=3))
case("sink_plain_fn", lambda: [ms.data_sink(lambda a, b: (a.sum(), b * 2), data(), sink_size=1)() for _ in range(2)])
case("sink_plain_fn_size2", lambda: [ms.data_sink(lambda a, b: a.sum() + b.sum(), data(), sink_size=2)() for _ in range(2)])
case("sink_plain_args", lambda: ms.data_sink(lambda a, b: a.sum(), data(), sink_size=1)(1))


def dyn():
    def gen():
        for i in range(1, 5):
            yield np.ones((i,), np.float32) * i, np.ones((i,), np.float32)
    d = ds.GeneratorDataset(gen, ["a", "b"], shuffle=False)
    f = ms.data_sink(lambda a, b: (a * b).sum(), d, sink_size=1)
    return [f() for _ in range(4)]


case("sink_dynamic", dyn)


def cell_sink():
    net = dense()
    f = ms.data_sink(net, ds.NumpySlicesDataset((X,), ["data"], shuffle=False).batch(4), sink_size=1)
    return [f() for _ in range(2)]


case("sink_cell", cell_sink)
