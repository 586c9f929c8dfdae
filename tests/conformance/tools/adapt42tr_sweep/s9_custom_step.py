"""Model(network=<a custom train-step Cell>) as model-zoo train.py files build it: TrainOneStepCell subclasses with
gradient clipping, ops.depend, a static loss scale, returning tuples; WithLossCell subclasses with extra inputs;
eval_network / eval_indexes; net_outputs seen by callbacks and LossMonitor's line for tuple outputs."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.train import Model, Callback, LossMonitor, Accuracy, Loss
import mindspore.dataset as ds
from _h import case, printed


def xs(n, f=4):
    return ((np.arange(n * f).reshape(n, f) % 7) / 7.0 - 0.4).astype(np.float32)


def data(n=8, bs=4, extra=False):
    d = {"x": xs(n), "y": (np.arange(n) % 3).astype(np.int32)}
    if extra:
        d["m"] = np.ones((n, 1), np.float32) * 0.5
    return ds.NumpySlicesDataset(d, shuffle=False).batch(bs)


def dense():
    return nn.Dense(4, 3, weight_init=Tensor((np.arange(12).reshape(3, 4) % 5 / 10.0 - 0.2).astype(np.float32)),
                    bias_init="zeros")


class ClipStep(nn.TrainOneStepCell):
    def __init__(self, net, opt, clip=0.01, ret="loss"):
        super().__init__(net, opt)
        self.clip = clip
        self.ret = ret

    def construct(self, x, y):
        loss = self.network(x, y)
        grads = self.grad(self.network, self.weights)(x, y, ops.ones_like(loss))
        grads = ops.clip_by_global_norm(grads, self.clip)
        loss = ops.depend(loss, self.optimizer(grads))
        if self.ret == "tuple":
            return loss, ops.ones((), ms.float32)
        if self.ret == "list3":
            return loss, ops.zeros((), ms.bool_), ops.ones((), ms.float32) * 8
        return loss


class ScaleStep(nn.Cell):
    def __init__(self, net, opt, scale=128.0):
        super().__init__()
        self.net, self.opt = net, opt
        self.weights = opt.parameters
        self.grad = ops.GradOperation(get_by_list=True, sens_param=True)
        self.scale = scale

    def construct(self, x, y):
        loss = self.net(x, y)
        sens = ops.fill(loss.dtype, loss.shape, self.scale)
        grads = self.grad(self.net, self.weights)(x, y, sens)
        grads = ops.HyperMap()(ops.partial(ops.div, y=self.scale), grads) if False else \
            tuple(g / self.scale for g in grads)
        self.opt(grads)
        return loss


class MaskLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="none")

    def construct(self, x, y, m):
        return (self.loss(self.net(x), y) * m.squeeze(-1)).mean()


class Rec(Callback):
    def __init__(self):
        super().__init__()
        self.out = []

    def on_train_step_end(self, rc):
        o = rc.original_args().net_outputs
        self.out.append(tuple(round(float(t.asnumpy()), 5) for t in o) if isinstance(o, (tuple, list))
                        else round(float(o.asnumpy()), 5))


def run(step_fn, extra=False, sink=False, lm=False):
    net = dense()
    wl = MaskLoss(net) if extra else nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    m = Model(step_fn(wl, opt))
    r = Rec()
    cbs = [r] + ([LossMonitor()] if lm else [])
    txt = printed(m.train, 2, data(extra=extra), callbacks=cbs, dataset_sink_mode=sink)[0]
    return r.out, net.weight.asnumpy()[0].round(5).tolist(), txt


for sink in (False, True):
    s = f"sink{sink}"
    case(f"clip.loss.{s}", lambda sink=sink: run(lambda n, o: ClipStep(n, o), sink=sink, lm=True))
    case(f"clip.tuple.{s}", lambda sink=sink: run(lambda n, o: ClipStep(n, o, ret="tuple"), sink=sink, lm=True))
    case(f"clip.list3.{s}", lambda sink=sink: run(lambda n, o: ClipStep(n, o, ret="list3"), sink=sink, lm=True))
    case(f"scale.{s}", lambda sink=sink: run(lambda n, o: ScaleStep(n, o), sink=sink))
    case(f"builtin.sens.{s}", lambda sink=sink: run(lambda n, o: nn.TrainOneStepCell(n, o, sens=4.0), sink=sink))
    case(f"mask3.{s}", lambda sink=sink: run(lambda n, o: nn.TrainOneStepCell(n, o), extra=True, sink=sink, lm=True))


def eval_net(indexes, metrics):
    net = dense()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    m = Model(net, loss, nn.Momentum(net.trainable_params(), 0.1, 0.9), metrics=metrics,
              eval_network=nn.WithEvalCell(net, loss), eval_indexes=indexes)
    m.train(1, data())
    return m.eval(data())


case("evalnet.012", lambda: eval_net([0, 1, 2], {"acc": Accuracy(), "loss": Loss()}))
case("evalnet.none", lambda: eval_net(None, {"acc": Accuracy()}))
case("evalnet.bad_len", lambda: eval_net([0, 1], {"acc": Accuracy()}))
case("evalnet.order", lambda: eval_net([0, 2, 1], {"loss": Loss()}))
