"""Inner and gradient primitives of tests/st/ops/gpu msgraph lacked: DynamicStitch (int32 on MindSpore's CPU
backend), DynamicBroadcastTo, DynamicBroadcastGradientArgs (tuples in Graph mode, int64 Tensors in PyNative),
ErrorOnDynamicShapeInput.infer_shape, LogitGrad (dy / x / (1 - x), eps masks), GatherDGradV2 (x's dtype)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _inner_ops as inner, _grad_ops as G
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


def T(a, d):
    return Tensor(np.array(a).astype(d))


emit("bcast_args", Net(inner.DynamicBroadcastGradientArgs())((4, 2, 1), (2, 7)))
emit("bcast_args2", Net(inner.DynamicBroadcastGradientArgs())((3, 1, 5), (3, 4, 5)))
emit("stitch", Net(inner.DynamicStitch())([T([0, 2], np.int32), T([1], np.int32)],
                                          [T([[1, 2], [5, 6]], np.int32), T([[3, 4]], np.int32)]))
emit("stitch_3", Net(inner.DynamicStitch())([T([6], np.int32), T([4, 1], np.int32), T([[5, 2], [0, 3]], np.int32)],
                                            [T([[61, 62]], np.int32), T([[41, 42], [11, 12]], np.int32),
                                             T([[[51, 52], [21, 22]], [[1, 2], [31, 32]]], np.int32)]))
emit("bcast_to", Net(inner.DynamicBroadcastTo())(T([1, 2, 3], np.float32), (2, 3)))
emit("logit_grad", Net(G.LogitGrad())(T([1, 2, 3, 1], np.float32), T([0.1, 0.2, 0.3, 1.5], np.float32)), rtol=0, atol=0)
emit("logit_grad_eps", Net(G.LogitGrad(0.15))(T([1, 2, 3, 1], np.float32), T([0.1, 0.2, 0.3, 0.9], np.float32)),
     rtol=0, atol=0)
emit("logit_grad_f16", Net(G.LogitGrad())(T([1, 2], np.float16), T([0.1, 0.2], np.float16)), rtol=0, atol=0)
emit("gather_d_grad_v2", Net(G.GatherDGradV2())(T(np.zeros((2, 3)), np.float32), 1, T([[0, 0], [2, 1]], np.int64),
                                                T([[1, 2], [3, 4]], np.float32)))
emit("gather_d_grad_v2_f16", Net(G.GatherDGradV2())(T(np.zeros((2, 3)), np.float32), 0, T([[0, 1, 1]], np.int32),
                                                    T([[1, 2, 3]], np.float16)))
emit_error("dynamic_shape_error", lambda: inner.ErrorOnDynamicShapeInput().infer_shape([1, -1, 1]))
emit("static_shape", inner.ErrorOnDynamicShapeInput().infer_shape([2, 3]))
