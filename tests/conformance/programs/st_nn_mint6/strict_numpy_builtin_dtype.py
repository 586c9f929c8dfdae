"""jit_syntax_level STRICT folds a numpy call whose dtype argument is a builtin type (np.ones((25), int) in
tests/st/ops/dynamic_shape test_dynamic_getitem.py, after tests/st/utils/test_utils.py set STRICT)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

ms.set_context(jit_syntax_level=ms.STRICT)


class Net(nn.Cell):
    def construct(self, x):
        return x + Tensor(np.ones((3), int)), x[Tensor(np.ones((2), int))], Tensor(np.zeros(2, float)), \
            Tensor(np.array([1, 0, 1], bool))


emit("strict", Net()(Tensor(np.arange(3))))
ms.set_context(jit_syntax_level=ms.LAX)
