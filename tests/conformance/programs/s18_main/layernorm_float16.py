"""LayerNorm on float16 inputs as MindSpore 2.10's kernel rounds it (tests/st/ops/cpu/test_layer_norm_op.py with
float16 data): mean and sqrt(var + eps) computed in float32 and rounded to float16, then the normalisation, gamma
and beta in float16 steps. msgraph computed everything in float32 and rounded once (1-2 ulps off in ~30 % of the
elements)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def __init__(self, bna, bpa, eps):
        super().__init__()
        self.ln = ops.LayerNorm(begin_norm_axis=bna, begin_params_axis=bpa, epsilon=eps)

    def construct(self, x, g, b):
        return self.ln(x, g, b)


rng = np.random.RandomState(1)
for i, (shape, bna, bpa, eps) in enumerate([((4, 5, 16), -1, -1, 1e-7), ((3, 4, 6), 1, 1, 1e-5),
                                            ((64, 32), 1, 1, 1e-3)]):
    x = (rng.randn(*shape) * 2 + 0.5).astype(np.float16)
    g = (rng.rand(*shape[bpa:]) + 0.5).astype(np.float16)
    b = (rng.rand(*shape[bpa:]) - 0.5).astype(np.float16)
    y, m, v = Net(bna, bpa, eps)(Tensor(x), Tensor(g), Tensor(b))
    emit(f"y{i}", y)
    emit(f"mean{i}", m)
    emit(f"var{i}", v)

layer = nn.LayerNorm((8,), begin_norm_axis=-1, begin_params_axis=-1, epsilon=1e-5)
layer.to_float(ms.float16)
x = Tensor((rng.randn(3, 8) * 3).astype(np.float16))
emit("nn_layer_norm_f16", layer(x))
