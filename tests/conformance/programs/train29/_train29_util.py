"""Shared pieces of the train29 programs: a deterministic Dense net, GeneratorDataset pipelines over np.arange
data, a Model, and a callback that records the run_context fields a train.py reads."""
import os

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Callback, Model

X = ((np.arange(48, dtype=np.float32).reshape(12, 4) % 7) - 3.0) / 4.0
Y_CLS = (np.arange(12) % 3).astype(np.int32)
Y_REG = (X.sum(axis=1, keepdims=True) * 0.5).astype(np.float32)


def gen_cls():
    for i in range(12):
        yield X[i], Y_CLS[i]


def gen_reg():
    for i in range(12):
        yield X[i], Y_REG[i]


def cls_data(batch=4, drop=False):
    return ds.GeneratorDataset(gen_cls, ["data", "label"], shuffle=False).batch(batch, drop_remainder=drop)


def reg_data(batch=4, drop=False):
    return ds.GeneratorDataset(gen_reg, ["data", "label"], shuffle=False).batch(batch, drop_remainder=drop)


def dense(cin=4, cout=3):
    w = ((np.arange(cin * cout, dtype=np.float32).reshape(cout, cin) % 5) - 2.0) / 5.0
    return nn.Dense(cin, cout, weight_init=ms.Tensor(w), bias_init="zeros")


def cls_model(lr=0.1, metrics=None, net=None, **kw):
    net = net or dense()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
    return net, Model(net, loss, opt, metrics=metrics, **kw)


def reg_model(lr=0.05, metrics=None, **kw):
    net = dense(4, 1)
    return net, Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), learning_rate=lr), metrics=metrics, **kw)


class Fields(Callback):
    """Records (hook, cur_epoch_num, cur_step_num, batch_num, epoch_num, net_outputs) at every hook."""

    def __init__(self, hooks=("on_train_step_end", "on_train_epoch_end")):
        super().__init__()
        self.rows = []
        for h in hooks:
            setattr(self, h, self._rec(h))

    def _rec(self, hook):
        def f(rc):
            cb = rc.original_args()
            out = cb.net_outputs
            if isinstance(out, (tuple, list)):
                out = [float(o.asnumpy()) if o.shape == () else o.asnumpy().tolist() for o in out]
            elif out is not None:
                out = float(out.asnumpy())
            self.rows.append((hook, cb.get("cur_epoch_num"), cb.cur_step_num, cb.batch_num, cb.get("epoch_num"),
                              out))
        return f


def listdir(d):
    return sorted(os.listdir(d))
