"""repr of a bfloat16 vector wraps after 24 elements, as integers (not 12, as float16/32/64)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

emit("ints30", repr(Tensor(np.arange(30) % 9, ms.bfloat16)))
emit("halves30", repr(Tensor(np.arange(30) % 9 + 0.5, ms.bfloat16)))
emit("hundreds30", repr(Tensor(np.arange(30) * 100.0, ms.bfloat16)))
emit("small30", repr(Tensor(np.arange(30) * 1e-6, ms.bfloat16)))
emit("ints40", repr(Tensor(np.arange(40) % 9, ms.bfloat16)))
emit("neg30", repr(Tensor(np.arange(30) % 9 - 4, ms.bfloat16)))
emit("ints13", repr(Tensor(np.arange(13), ms.bfloat16)))
emit("f16_ints30", repr(Tensor(np.arange(30) % 9, ms.float16)))
