"""What a loaded MindIR graph takes as inputs (adapt45misc, from st export_and_load/test_net*.py and
compiler/control's *_mindir tests).  MindSpore 2.10 folds an export's non-Tensor inputs (a Python number, a tuple)
into the graph: the GraphCell takes one input fewer for each (calling it with the original arguments is its
RuntimeError "The input number of parameters is not Compatible"; msgraph ran it).  A GraphCell called with a numpy
array or a Python number where the graph has a Tensor input is a RuntimeError (msgraph computed, or AttributeError).
GraphCell's params_init with another shape or dtype than the Parameter's is MindSpore's ValueError when the
GraphCell is made (msgraph converted the dtype silently, or failed at the call)."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit, emit_error

D = tempfile.mkdtemp()


class MulP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0], np.float32)), name="w")

    def construct(self, x):
        return x * self.w


class Relu(nn.Cell):
    def construct(self, x):
        return ops.relu(x)


class Twice(nn.Cell):
    def construct(self, x):
        return x + x


def export(net, *inputs):
    f = os.path.join(D, "m%d" % len(os.listdir(D)))
    ms.export(net, *inputs, file_name=f, file_format="MINDIR")
    return nn.GraphCell(ms.load(f + ".mindir"))


for k, v in {"int": 3, "float": 2.5, "tuple": (Tensor(np.array([1.0, 1.0], np.float32)),)}.items():
    emit_error("folded_%s_called_with_it" % k, lambda v=v: export(MulP(), v)(v))
    emit_error("folded_%s_called_empty" % k, lambda v=v: export(MulP(), v)())

X = Tensor(np.array([1.0, -2.0], np.float32))
for name, net in {"mulp": MulP(), "relu": Relu(), "twice": Twice()}.items():
    g = export(net, X)
    emit_error(name + "_numpy", g, np.array([1.0, -2.0], np.float32))
    emit_error(name + "_int", g, 3)
    emit_error(name + "_float16", g, Tensor(np.array([1.0, -2.0], np.float16)))
    emit_error(name + "_int32", g, Tensor(np.array([1, 2], np.int32)))

f = os.path.join(D, "pinit")
ms.export(MulP(), X, file_name=f, file_format="MINDIR")
for k, v in {"ok": Tensor(np.array([5.0, 6.0], np.float32)), "float16": Tensor(np.array([5.0, 6.0], np.float16)),
             "int32": Tensor(np.array([5, 6], np.int32)), "shape3": Tensor(np.array([5.0, 6.0, 7.0], np.float32)),
             "0d": Tensor(np.float32(5.0)), "parameter": Parameter(Tensor(np.array([7.0, 8.0], np.float32)), name="q"),
             "unknown_name_only": None}.items():
    init = {"zz": X} if v is None else {"w": v}
    emit_error("params_init_" + k, lambda init=init: nn.GraphCell(ms.load(f + ".mindir"), params_init=init)(X))


class SumList(nn.Cell):
    def construct(self, xs):
        return xs[0] + xs[1]


def mutable_list():
    """a mutable list stays an input of the exported graph (st export_and_load/test_mindir_dyn_shape_and_dyn_seq)"""
    xs = [X, X * 2]
    g = export(SumList(), ms.mutable(xs))
    return g(ms.mutable(xs))


emit_error("mutable_list_input", mutable_list)
