"""PReLU of an empty input (adapt44cpub sweep s2_edge_fwd_grad): MindSpore 2.10's CPU PReLU kernel refuses any
input with a 0-length dimension (RuntimeError "The input shape cannot be 0", both modes; its Graph-mode gradient of
a float16 (0, 3) input returned an uninitialised weight gradient); msgraph returned the empty result.  The
primitive, ops.prelu, nn.PReLU, in a Cell; a (1, 3) input still computes."""
import numpy as np
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error

FOLLOW_PYNATIVE = {"grad_0x3": "MindSpore 2.10's Graph mode never launches the refused forward kernel and returns a "
                               "weight gradient of uninitialised memory for an empty input (inf, 0, 0; float16: "
                               "-4.07, 0, 0): its PyNative RuntimeError is followed"}


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = P.PReLU()

    def construct(self, x, w):
        return self.p(x, w)


W3 = Tensor(np.array([0.25, 0.5, 1.0], np.float32))
emit_error("prim_1x3", lambda: Net()(Tensor(np.array([[-1.0, 2.0, -3.0]], np.float32)), W3))
emit_error("prim_0x3", lambda: Net()(Tensor(np.zeros((0, 3), np.float32)), W3))
emit_error("prim_3x0_w1", lambda: Net()(Tensor(np.zeros((3, 0), np.float32)), Tensor(np.ones(1, np.float32))))
emit_error("prim_2x0x3_f16", lambda: Net()(Tensor(np.zeros((2, 0, 3), np.float16)), Tensor(np.ones(1, np.float16))))
emit_error("fn_0x3", lambda: ops.prelu(Tensor(np.zeros((0, 3), np.float32)), W3))
emit_error("nn_0x3", lambda: nn.PReLU(3)(Tensor(np.zeros((0, 3), np.float32))))
emit_error("grad_0x3", lambda: ops.GradOperation(get_all=True)(Net())(Tensor(np.zeros((0, 3), np.float32)), W3))
