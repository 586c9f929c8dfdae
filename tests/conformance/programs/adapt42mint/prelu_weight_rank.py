"""PReLU's weight must be 1-D (adapt42mint, a variant of st/mint test_prelu with other weight ranks).
Silent: a 0-d weight (Tensor(0.25)) is MindSpore 2.10's ValueError ("The dimension of 'weight' must be 1") in
ops.prelu, ops.PReLU and mint.nn.functional.prelu, for 0-d and 2-D inputs alike; msgraph broadcast it and
computed.  A 2-D weight is the same ValueError (msgraph's was a ValueError already); (1,) and (C,) compute."""
import numpy as np
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error


class Pr(nn.Cell):
    def construct(self, x, w):
        return mint.nn.functional.prelu(x, w)


x = Tensor(np.array([[-1.0, 2.0], [3.0, -4.0]], np.float32))
s = Tensor(np.float32(-2.0))
w0 = Tensor(np.array(0.25, np.float32))
emit("mint_w1", Pr()(x, Tensor(np.array([0.25], np.float32))))
emit("mint_wC", Pr()(x, Tensor(np.array([0.25, 0.5], np.float32))))
emit("ops_0d_x_w1", ops.prelu(s, Tensor(np.array([0.5], np.float32))))
emit_error("mint_w0d", lambda: Pr()(x, w0))
emit_error("ops_prelu_w0d", lambda: ops.prelu(x, w0))
emit_error("PReLU_prim_w0d", lambda: ops.PReLU()(x, w0))
emit_error("mint_0d_x_w0d", lambda: Pr()(s, w0))
emit_error("mint_w2d", lambda: Pr()(x, Tensor(np.ones((2, 1), np.float32))))
