"""mint.nn.functional.nll_loss / mint.nn.NLLLoss with class ids outside [0, C) (adapt42mint, variants of
st/mint test_nllloss with negative and too-large targets).  Silent: MindSpore 2.10 runs a 2-D input through its
NLLLoss primitive, whose kernel refuses a target other than ignore_index outside [0, C) (ValueError, PyNative and
Graph mode alike); msgraph went through ops.nll_loss's GatherD and counted a negative class from the end (computed
a loss), and a too-large one was GatherD's RuntimeError.  ops.nll_loss keeps GatherD's behaviour (measured: it
computes with -1).  ignore_index may be any value, inside the range or not; gradients w.r.t. the input agree."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error

F = mint.nn.functional


class Loss(nn.Cell):
    def __init__(self, **kw):
        super().__init__()
        self.loss = mint.nn.NLLLoss(**kw)

    def construct(self, x, t):
        return self.loss(x, t)


class Fn(nn.Cell):
    def __init__(self, reduction):
        super().__init__()
        self.reduction = reduction

    def construct(self, x, t):
        return F.nll_loss(x, t, reduction=self.reduction)


lg = Tensor(np.log(np.array([[0.1, 0.2, 0.7], [0.3, 0.3, 0.4], [0.5, 0.25, 0.25]], np.float32)))


def t(*v):
    return Tensor(np.array(v, np.int32))


emit("cell_ok", Loss()(lg, t(2, 0, 1)))
emit("cell_ignore_neg", Loss(ignore_index=-1)(lg, t(-1, 0, 1)))
emit("cell_ignore_outside", Loss(ignore_index=5, reduction='sum')(lg, t(5, 0, 1)))
emit("ops_nll_neg", ops.nll_loss(lg, t(-1, 0, 1)))
emit("grad_cell_ignore", ms.grad(Loss(ignore_index=0))(lg, t(0, 2, 1)))
emit("grad_fn_none", ms.grad(Fn('none'))(lg, t(1, 2, 0)))
emit_error("cell_neg", lambda: Loss()(lg, t(-1, 0, 1)))
emit_error("cell_neg_int64", lambda: Loss(reduction='none')(lg, Tensor(np.array([0, -3, 1], np.int64))))
emit_error("cell_too_big", lambda: Loss()(lg, t(3, 0, 1)))
emit_error("fn_neg_sum", lambda: Fn('sum')(lg, t(0, -2, 1)))
emit_error("fn_neg_none", lambda: Fn('none')(lg, t(0, 1, -1)))
