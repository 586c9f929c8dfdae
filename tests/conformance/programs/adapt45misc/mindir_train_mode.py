"""ms.export(MINDIR) of a Cell in training mode (adapt45misc, from st export_and_load/test_train_mindir.py and
test_lite_mindir.py's exports).  MindSpore 2.10 exports the Cell as it is: a BatchNorm in training mode normalises
with the batch's statistics in the loaded GraphCell and updates the GraphCell's moving averages at each call, and a
Dropout in training mode drops (p=0.5 of 200 ones: values 0 and 2).  msgraph exported every Cell in eval mode
(SILENT: the moving statistics and identity Dropout).  Each ms.load is a graph of its own (msgraph: the loads of one file
shared one network, so a GraphCell's updates and params_init reached later loads).  Export itself leaves the Cell's Parameters and flag alone."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

D = tempfile.mkdtemp()
X = np.array([[1.0, -2.0], [3.0, 0.5]], np.float32)


class BN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(2)

    def construct(self, x):
        return self.bn(x)


class Drop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dropout(p=0.5)

    def construct(self, x):
        return self.d(x)


def bn(train):
    net = BN().set_train(train)
    f = os.path.join(D, "bn%d" % train)
    ms.export(net, Tensor(X), file_name=f, file_format="MINDIR")
    g = nn.GraphCell(ms.load(f + ".mindir"))
    first = g(Tensor(X))
    second = g(Tensor(X * 2))
    stats = {p.name: p.value() for p in g.get_parameters() if "moving" in p.name}
    return first, second, stats, net.training, net.bn.moving_mean.value()


emit_error("bn_train", bn, True)
emit_error("bn_eval", bn, False)


def drop(train):
    net = Drop()
    net.set_train(train)
    f = os.path.join(D, "dr%d" % train)
    ms.export(net, Tensor(np.ones((200,), np.float32)), file_name=f, file_format="MINDIR")
    out = nn.GraphCell(ms.load(f + ".mindir"))(Tensor(np.ones((200,), np.float32)))
    return sorted(set(out.asnumpy().tolist()))   # both 0 and 2 among 200 draws: 1 - 2**-199


emit_error("dropout_train_values", drop, True)
emit_error("dropout_eval_values", drop, False)


def two_loads():
    """each ms.load is a graph of its own: the first GraphCell's moving-average updates do not reach the second"""
    net = BN().set_train(True)
    f = os.path.join(D, "two")
    ms.export(net, Tensor(X), file_name=f, file_format="MINDIR")
    g1 = nn.GraphCell(ms.load(f + ".mindir"))
    g1(Tensor(X))
    g2 = nn.GraphCell(ms.load(f + ".mindir"))
    return ({p.name: p.value() for p in g1.get_parameters() if "moving_mean" in p.name},
            {p.name: p.value() for p in g2.get_parameters() if "moving_mean" in p.name})


emit_error("two_loads_independent", two_loads)
