"""mint.nn.functional.softplus with a beta / threshold other than 1 / 20 (MindSpore's SoftplusExt), float32, float16.

MindSpore 2.10's CPU kernel computes ``(max(bx, 0) + log1p(exp(-|bx|))) / beta`` (bx = x * beta) in float32, x
itself where bx > threshold; msgraph took ops.softplus's Softplus kernel form (log of 1 + nnacl's exp, over beta),
which differed in the 6th-7th digit (flip48's left list: 1.67699e-04 where MindSpore gives 1.67703e-04) and gave 0
far below zero where MindSpore gives about exp(bx) / beta (1.89e-11 at x = -12, beta 2).  SILENT.  Also a beta known
only when the graph runs (``float(t)``) in Graph mode; beta 1 with threshold 20 keeps the Softplus kernel's values,
beta 1 with threshold 2 takes the form above (6.1442e-06 at x = -12, where msgraph gave 6.1989e-06).  Compared to
3e-7 relative (the default 1e-5 / 1e-6 hid it)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit

F = mint.nn.functional
x = Tensor(np.array([-12.0, -11.5, -8.0, -4.0, -2.5, -1.0, -0.25, 0.0, 0.125, 0.5, 1.0, 1.75, 2.5, 4.0],
                    np.float32))
emit("beta2_th3", F.softplus(x, 2.0, 3.0), rtol=3e-7, atol=0)
emit("beta0.5_th20", F.softplus(x, 0.5, 20), rtol=3e-7, atol=0)
emit("beta3_int", F.softplus(x, 3, 10), rtol=3e-7, atol=0)
emit("beta2_f16", F.softplus(x.astype(ms.float16), 2.0, 3.0))
emit("beta1_th20", F.softplus(x, 1, 20), rtol=3e-7, atol=0)
emit("beta1_th2", F.softplus(x, 1.0, 2.0), rtol=3e-7, atol=0)


class RuntimeBeta(nn.Cell):
    def construct(self, t, b, th):
        return F.softplus(t, float(b), float(th))


if ms.get_context("mode") == ms.GRAPH_MODE:
    emit("runtime_beta2", RuntimeBeta()(x, Tensor(2.0), Tensor(3.0)), rtol=3e-7, atol=0)
