"""stub (adapt45utb): a bprop helper written from the framework's use in ut tests (same file under both)."""
import mindspore.nn as nn
from mindspore import ParameterTuple
from mindspore.ops import composite as C
from mindspore.ops import functional as F


class _Wrap(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def bprop(func, *inputs, grads_wrt_outputs=None, wrt=None, params=None):
    wrt = wrt or []
    if not isinstance(func, nn.Cell):
        func = _Wrap(func)
    if grads_wrt_outputs is None:
        out = func(*inputs)
        if isinstance(out, tuple):
            grads_wrt_outputs = tuple(F.ones_like(o) for o in out)
        else:
            grads_wrt_outputs = F.ones_like(out)
    get_all = 'inputs' in wrt
    by_list = 'params' in wrt
    grad = C.GradOperation(get_all=get_all, get_by_list=by_list, sens_param=True)
    if by_list:
        if params is None:
            params = ParameterTuple(func.trainable_params())
        return grad(func, params)(*inputs, grads_wrt_outputs)
    return grad(func)(*inputs, grads_wrt_outputs)
