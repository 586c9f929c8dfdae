"""Model's own attributes and less common methods a train.py touches: train_network / predict_network /
eval_network types and training flags before / after train and eval, build(), the same Model after amp levels."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model, Accuracy, Loss
from mindspore.amp import FixedLossScaleManager
import mindspore.dataset as ds
from _h import case


def xs(n, f=4):
    return ((np.arange(n * f).reshape(n, f) % 7) / 7.0 - 0.4).astype(np.float32)


def data(n=8, bs=4):
    return ds.NumpySlicesDataset({"x": xs(n), "y": (np.arange(n) % 3).astype(np.int32)}, shuffle=False).batch(bs)


def mk(metrics=True, loss=True, opt=True, **kw):
    net = nn.Dense(4, 3, weight_init=Tensor((np.arange(12).reshape(3, 4) % 5 / 10.0 - 0.2).astype(np.float32)),
                   bias_init="zeros")
    return net, Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean") if loss else None,
                      nn.Momentum(net.trainable_params(), 0.1, 0.9) if opt else None,
                      metrics={"acc": Accuracy(), "loss": Loss()} if metrics else None, **kw)


def nets(m):
    out = []
    for a in ("train_network", "predict_network", "eval_network"):
        try:
            v = getattr(m, a)
            out.append((a, type(v).__name__, getattr(v, "training", None)))
        except Exception as e:  # noqa
            out.append((a, "EXC", type(e).__name__))
    return out


case("nets.fresh", lambda: nets(mk()[1]))
case("nets.no_metrics", lambda: nets(mk(metrics=False)[1]))
case("nets.no_loss", lambda: nets(mk(loss=False, metrics=False)[1]))
case("nets.no_opt", lambda: nets(mk(opt=False)[1]))
case("nets.after_train", lambda: (lambda nm: (nm[1].train(1, data()), nets(nm[1]), nm[0].training)[1:])(mk()))
case("nets.after_eval", lambda: (lambda nm: (nm[1].eval(data()), nets(nm[1]), nm[0].training)[1:])(mk()))
case("nets.after_train_eval", lambda: (lambda nm: (nm[1].train(1, data()), nm[1].eval(data()), nets(nm[1]),
                                                   nm[0].training)[2:])(mk()))
case("nets.after_predict", lambda: (lambda nm: (nm[1].predict(Tensor(xs(2))), nets(nm[1]), nm[0].training)[1:])(mk()))
case("nets.O2", lambda: nets(mk(amp_level="O2", loss_scale_manager=FixedLossScaleManager(4.0, False))[1]))
case("nets.O3", lambda: nets(mk(amp_level="O3")[1]))


def build(sink, **kw):
    net, m = mk()
    m.build(data(), epoch=1, sink_size=-1, **kw) if sink else m.build(data())
    return nets(m), net.weight.asnumpy()[0].tolist()


case("build.default", lambda: build(False))
case("build.sink_args", lambda: build(True))
case("build.none", lambda: (lambda nm: (nm[1].build(), nets(nm[1]))[1])(mk()))
case("build.valid", lambda: (lambda nm: (nm[1].build(data(), data()), nets(nm[1]))[1])(mk()))
case("train.epoch0", lambda: mk()[1].train(0, data()))
case("train.epoch_neg", lambda: mk()[1].train(-1, data()))
case("train.no_opt", lambda: mk(opt=False)[1].train(1, data()))
case("eval.no_metrics_no_loss", lambda: mk(loss=False, metrics=False)[1].eval(data()))
case("eval.no_loss", lambda: mk(loss=False)[1].eval(data()))
case("predict.no_args", lambda: mk()[1].predict())
case("predict.dataset", lambda: mk()[1].predict(data()))
case("predict.numpy", lambda: mk()[1].predict(xs(2)))
case("fit.no_metrics", lambda: mk(metrics=False)[1].fit(1, data(), data()))
