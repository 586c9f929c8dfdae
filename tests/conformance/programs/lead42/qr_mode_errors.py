"""``ops.qr`` checks its two modes itself (MindSpore 2.10's TypeError "For qr, the arg mode must be 'reduced' or
'complete'" for any other value, a string included), while ``mint.linalg.qr`` converts the mode to LinalgQr's enum
first (a string outside it: ValueError).  Session 41's fix of the mint case (adapt41opb) had moved ops.qr's "full"
to the ValueError (found by re-running adapt41opa's sweep against main)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error

M = Tensor(np.array([[3.0, 1.0], [4.0, 2.0]], np.float32))


class Qr(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.mode = mode

    def construct(self, x):
        return ops.qr(x, self.mode)


emit_error("ops_full", lambda: ops.qr(M, mode="full"))
emit_error("ops_bad", lambda: ops.qr(M, "bad"))
emit_error("ops_r", lambda: ops.qr(M, "r"))
emit_error("ops_int", lambda: ops.qr(M, 1))
emit_error("ops_full_cell", lambda: Qr("full")(M))
emit("ops_complete_shapes", tuple(t.shape for t in ops.qr(M, "complete")))
emit_error("mint_full", lambda: mint.linalg.qr(M, "full"))
emit_error("mint_int", lambda: mint.linalg.qr(M, 1))
