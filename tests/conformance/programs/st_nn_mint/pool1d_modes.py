"""nn.AvgPool1d / nn.MaxPool1d (MindSpore 2.10) with pad_mode='pad': ceil_mode and count_include_pad=False
values and shapes, 2-D and 3-D inputs."""
import numpy as np
from mindspore import Tensor, nn
from _conf import emit

x = Tensor((np.arange(2 * 3 * 7, dtype=np.float32).reshape(2, 3, 7) % 5) - 1.5)
x2 = Tensor((np.arange(3 * 8, dtype=np.float32).reshape(3, 8) % 7) - 2.0)
for k, s, p in ((3, 2, 1), (4, 1, 2), (2, 3, 1), (3, 3, 0)):
    for ceil in (False, True):
        for inc in (True, False):
            emit(f"avg_k{k}s{s}p{p}_ceil{int(ceil)}_inc{int(inc)}",
                 nn.AvgPool1d(k, s, pad_mode="pad", padding=p, ceil_mode=ceil, count_include_pad=inc)(x))
        emit(f"max_k{k}s{s}p{p}_ceil{int(ceil)}", nn.MaxPool1d(k, s, pad_mode="pad", padding=p, ceil_mode=ceil)(x))
emit("avg_2d_input", nn.AvgPool1d(3, 2, pad_mode="pad", padding=1, ceil_mode=True)(x2))
emit("max_2d_input", nn.MaxPool1d(3, 2, pad_mode="pad", padding=1, ceil_mode=True)(x2))
emit("avg_valid", nn.AvgPool1d(3, 2)(x))
emit("max_same", nn.MaxPool1d(3, 2, pad_mode="same")(x))
x7 = Tensor(np.arange(14, dtype=np.float32).reshape(1, 2, 7))
for mode in ("valid", "same"):
    for k, st in ((2, 2), (3, 2), (4, 3)):
        for ceil in (False, True):
            for inc in (True, False):
                emit(f"avg_{mode}_k{k}s{st}_ceil{int(ceil)}_inc{int(inc)}",
                     nn.AvgPool1d(k, st, pad_mode=mode, ceil_mode=ceil, count_include_pad=inc)(x7))
