# msgraph fuzz program: seed=950 dtype=float64
# Reproduces: crash in grad [cudasim-O1] (AttributeError)
# Run: python repro_950_crash_grad_cudasim-O1.py
#
# Traceback (most recent call last):
#   File "/tmp/snap/msgraph/testing/fuzz.py", line 570, in run_g
#     return ms.jit(gn, jit_config=ms.JitConfig(jit_level=level))(*T)
#            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
#   File "/tmp/snap/msgraph/api.py", line 125, in __call__
#     return self.call_with(None, args, kwargs)
#            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
#   File "/tmp/snap/msgraph/api.py", line 200, in call_with
#     return exe(_flat_tensors(args, kwargs))
#            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
#   File "/tmp/snap/msgraph/runtime/executable.py", line 50, in __call__
#     outs, writes = self.fn(*arrays, *[p._data for p in self.params])
#                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
#   File "<msgraph-O1-cuda GradNet fa66c91bf1ce>", line 20, in GradNet
#     v_4 = _reshape(d_v2_0, (2,))  # msgraph_fuzz_950_30175_476.py:108 (gradient of line 108)
#           ^^^^^^^^^^^^^^^^^^^^^^
#   File "/tmp/snap/msgraph/codegen/numba_cuda.py", line 538, in _reshape
#     return x.reshape(shape) if x.is_c_contiguous() else cuda.to_device(x.copy_to_host().reshape(shape))
#                                ^^^^^^^^^^^^^^^^^
# AttributeError: 'numpy.ndarray' object has no attribute 'is_c_contiguous'
# in user code:
#   File "/tmp/msgraph-fuzz-l6ger2b2/msgraph_fuzz_950_30175_476.py", line 108, column 14, in Net.construct
#     v2 = ops.unsqueeze(x0, 1)
#          ^^^^^^^^^^^^^^^^^^^^
import os

import numpy as np

import msgraph as ms
import msgraph.nn as nn
from msgraph import ops
from msgraph.testing.fuzzing.prelude import _Margins, _draw, _log_softmax, _softmax

_M = _Margins()

NDT = np.float64
DT = ms.float64



class Net(nn.Cell):
    def __init__(self, P):
        super().__init__()
    def construct(self, x0, x1):
        v2 = ops.unsqueeze(x0, 1)
        if ops.reduce_max(x0) >= 1.35:
            return ops.broadcast_to(ops.cast(ops.tanh(v2).mean(), ms.float64), (2,))
        return x1


class Loss(nn.Cell):
    def __init__(self, net, S):
        super().__init__()
        self.net = net
        self.s0 = ms.Tensor(S[0])
    def construct(self, x0, x1):
        out = self.net(x0, x1)
        return (out * self.s0).sum()


class GradNet(nn.Cell):
    def __init__(self, loss):
        super().__init__()
        self.loss = loss
        self.grad = ops.GradOperation(get_all=True)
    def construct(self, x0, x1):
        return self.grad(self.loss)(x0, x1)


# ---- numpy reference (same random choices) ----


def net_ref(P, x0, x1):
    v2 = np.expand_dims(x0, 1)
    if _M.gt(np.max(x0), 1.35):
        return np.broadcast_to(np.asarray(np.mean(np.tanh(v2))).astype(np.float64), (2,))
    return x1


def loss_ref(P, S, x0, x1):
    out = net_ref(P, x0, x1)
    total = np.float64(0.0)
    total = total + np.sum(np.asarray(out, np.float64) * S[0])
    return total


DATA_SEED = 15200
TENSOR_INPUTS = ['x0', 'x1']
PY_INPUTS = {}


def make_data(seed=DATA_SEED):
    """(P, inputs, S): Parameter values by key, the construct arguments, output weights."""
    P = {}
    inputs = (_draw(seed, 'x0', (2,), NDT), _draw(seed, 'x1', (2,), NDT))
    S = [_draw(seed, 'S0', (2,), np.float64)]
    return P, inputs, S


if __name__ == "__main__":
    # Reproduces: crash in grad [cudasim-O1] (AttributeError)
    os.environ.setdefault("NUMBA_ENABLE_CUDASIM", "1")   # before numba.cuda is imported
    import msgraph.compiler
    from msgraph.testing.fuzz import assert_same, cuda_sim_backend as backend

    msgraph.compiler.VERIFY_IR = True   # the fuzzer verifies the IR after every pass
    P, inputs, S = make_data()
    T = [ms.Tensor(a) if isinstance(a, np.ndarray) else a for a in inputs]
    net = Net(P)
    gn = GradNet(Loss(net, S))
    expected = gn(*T)                              # PyNative (tape)
    with backend():
        got = ms.jit(gn, jit_config=ms.JitConfig(jit_level='O1'))(*T)
    print('PyNative grads:', expected)
    print('Graph cudasim-O1 grads:', got)
    assert_same(expected, got, 1e-4)
