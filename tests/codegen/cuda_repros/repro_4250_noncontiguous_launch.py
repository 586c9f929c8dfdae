# msgraph fuzz program: seed=4250 dtype=float32
# Reproduces: crash in grad [cudasim-O1] (ValueError)
# Run: python repro_4250_crash_grad_cudasim-O1.py
#
# Traceback (most recent call last):
#   File "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/numba/cuda/simulator/kernel.py", line 122, in <listcomp>
#     fake_args = [fake_arg(arg) for arg in args]
#                  ^^^^^^^^^^^^^
#   File "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/numba/cuda/simulator/kernel.py", line 111, in fake_arg
#     ret = wrap_arg(arg).to_device(retr)
#           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
#   File "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/numba/cuda/args.py", line 58, in to_device
#     devary, conv = auto_device(
#                    ^^^^^^^^^^^^
#   File "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/numba/cuda/simulator/cudadrv/devicearray.py", line 409, in auto_device
#     return to_device(ary, stream, copy), True
#            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
#   File "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/numba/cuda/simulator/cudadrv/devicearray.py", line 310, in to_device
#     sentry_contiguous(ary)
#   File "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/numba/cuda/simulator/cudadrv/devicearray.py", line 290, in sentry_contiguous
#     raise ValueError(errmsg_contiguous_buffer)
# ValueError: Array contains non-contiguous buffer and cannot be transferred as a single memory region. Please ensure contiguous buffer with numpy .ascontiguousarray()
# in user code:
#   File "/tmp/msgraph-fuzz-l6ger2b2/msgraph_fuzz_4250_30175_2533.py", line 107, column 15, in Net.construct
#     v1 = (x0 * self.p0)
#           ^^^^^^^^^^^^
import os

import numpy as np

import msgraph as ms
import msgraph.nn as nn
from msgraph import ops
from msgraph.testing.fuzzing.prelude import _Margins, _draw, _log_softmax, _softmax

_M = _Margins()

NDT = np.float32
DT = ms.float32



class Net(nn.Cell):
    def __init__(self, P):
        super().__init__()
        self.p0 = ms.Parameter(ms.Tensor(P['p0']), name='p0')
    def construct(self, x0):
        _params = (self.p0,)
        v1 = (x0 * self.p0)
        v2 = ops.floor(v1)
        if v2.mean() < -1.123:
            return ops.broadcast_to(ops.cast(ops.tanh(v2).mean(), ms.float32), (2, 2, 3))
        v3 = ops.stack((x0, v1), 1)
        return v3


class Loss(nn.Cell):
    def __init__(self, net, S):
        super().__init__()
        self.net = net
        self.s0 = ms.Tensor(S[0])
    def construct(self, x0):
        out = self.net(x0)
        return (out * self.s0).sum()


class GradNet(nn.Cell):
    def __init__(self, loss):
        super().__init__()
        self.loss = loss
        self.weights = ms.ParameterTuple(loss.trainable_params())
        self.grad = ops.GradOperation(get_all=True, get_by_list=True)
    def construct(self, x0):
        return self.grad(self.loss, self.weights)(x0)


# ---- numpy reference (same random choices) ----


def net_ref(P, x0):
    _params = (P['p0'],)
    v1 = (x0 * P['p0'])
    v2 = np.floor(_M.near_int(v1))
    if _M.lt(np.mean(v2), -1.123):
        return np.broadcast_to(np.asarray(np.mean(np.tanh(v2))).astype(np.float32), (2, 2, 3))
    v3 = np.stack((x0, v1), axis=1)
    return v3


def loss_ref(P, S, x0):
    out = net_ref(P, x0)
    total = np.float64(0.0)
    total = total + np.sum(np.asarray(out, np.float64) * S[0])
    return total


DATA_SEED = 68000
TENSOR_INPUTS = ['x0']
PY_INPUTS = {}


def make_data(seed=DATA_SEED):
    """(P, inputs, S): Parameter values by key, the construct arguments, output weights."""
    P = {}
    P['p0'] = _draw(seed, 'p0', (3,), NDT, 0.5)
    inputs = (_draw(seed, 'x0', (2, 3), NDT),)
    S = [_draw(seed, 'S0', (2, 2, 3), np.float64)]
    return P, inputs, S


if __name__ == "__main__":
    # Reproduces: crash in grad [cudasim-O1] (ValueError)
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
