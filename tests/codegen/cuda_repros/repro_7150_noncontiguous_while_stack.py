# msgraph fuzz program: seed=7150 (shrunk by hand from the fuzzer's repro)
# Reproduces: crash in grad [cudasim-O1] (ValueError)
# Run: python repro_7150_noncontiguous_while_stack.py
#
# ValueError: Array contains non-contiguous buffer and cannot be transferred as a single memory
# region. Please ensure contiguous buffer with numpy .ascontiguousarray()
# in user code:
#   v4 = 0.5 * v4 + 0.5 * ops.sin(ops.stack((v1, v1), 2).mean())
#
# Cause: the gradient of ``v4`` enters the backward while loop as a folded constant (a broadcast
# view with zero strides); the CUDA code generator bound that host constant to the loop-carried
# value, and the reduction kernel of the next iteration was launched on it.  Constant arrays that
# take a graph value's place are now uploaded to the device (the same cause as repros 950 and 4250).
import os

import numpy as np

import msgraph as ms
from msgraph import ops


def f(x, p):
    v1 = x * p
    v4 = v1
    c = v1.mean() * 0.0
    while c < 2.5:
        c = c + 1.0 + ops.sigmoid(v1.mean())
        v4 = 0.5 * v4 + 0.5 * ops.sin(ops.stack((v1, v1), 2).mean())
    return ops.stack((v1, v4), 2).sum()


def step(x, p):
    return ms.grad(f, grad_position=(0, 1))(x, p)


if __name__ == "__main__":
    os.environ.setdefault("NUMBA_ENABLE_CUDASIM", "1")   # before numba.cuda is imported
    import msgraph.compiler
    from msgraph.testing.fuzz import assert_same, cuda_sim_backend as backend

    msgraph.compiler.VERIFY_IR = True   # the fuzzer verifies the IR after every pass
    x = ms.Tensor(np.array([[0.5], [1.0], [-0.3], [2.0]], np.float32))
    p = ms.Tensor(np.array([0.7], np.float32))
    expected = step(x, p)                          # PyNative (tape)
    for level in ("O1", "O2"):
        with backend():
            got = ms.jit(step, jit_config=ms.JitConfig(jit_level=level))(x, p)
        print(f"Graph cudasim-{level} grads:", got)
        assert_same(expected, got, 1e-4)
    print("PyNative grads:", expected)
