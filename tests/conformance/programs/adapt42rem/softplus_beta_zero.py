"""softplus with beta 0 (st/graph_kernel/expander/test_mint_softplus.py, adapted): MindSpore 2.10's ops.softplus and
mint.nn.functional.softplus (SoftplusExt) refuse it with a ValueError, also in a Graph-mode Cell where beta is a
construct input (msgraph divided by it: inf everywhere); other betas and thresholds compute."""
import numpy as np
from mindspore import Tensor, nn, ops, mint
from _conf import emit, emit_error

x = Tensor(np.array([[-1.5, -0.4, 0.0, 0.3], [0.8, 1.6, -2.5, 2.2]], np.float32))


class Net(nn.Cell):
    def construct(self, v, beta, threshold):
        return mint.nn.functional.softplus(v, beta, threshold)


emit_error("ops_beta_0", lambda: ops.softplus(x, 0))
emit_error("ops_beta_0_float", lambda: ops.softplus(x, 0.0))
emit_error("mint_beta_0", lambda: mint.nn.functional.softplus(x, 0))
emit_error("mint_beta_0_kw", lambda: mint.nn.functional.softplus(x, beta=0.0, threshold=5))
emit_error("cell_beta_0", lambda: Net()(x, 0, 20))
emit("cell_beta_2", Net()(x, 2, 20))
emit("cell_beta_neg", Net()(x, -1.0, 20))
emit("cell_threshold", Net()(x, 1, 0.5))
emit("ops_beta_half", ops.softplus(x, 0.5))
