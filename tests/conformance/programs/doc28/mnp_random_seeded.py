"""From MindSpore's vmap tutorial (vmap.ipynb: minibatch = Tensor(mnp.randn(3, 1, 32, 32))): after set_seed,
mindspore.numpy's rand / randn / randint build a new UniformReal / StandardNormal / UniformInt primitive per call,
seeded from the global seed (its per-kernel counters advance per call), so they draw MindSpore's numbers; msgraph drew
from its numpy generator.  No shape is shape (1,), as in MindSpore."""
import mindspore as ms
import mindspore.numpy as mnp
from _conf import emit, emit_error

MODES = ("pynative",)

ms.set_seed(1)
emit("randn_2x3", mnp.randn(2, 3))
emit("randn_again", mnp.randn((2, 3)))
emit("rand_list_shape", mnp.rand([3, 2]))
emit("rand_no_shape", mnp.rand())
emit("randn_float16", mnp.randn(4, dtype=ms.float16))
emit("randint_2x3", mnp.randint(0, 10, (2, 3)))
emit("randint_max_only", mnp.randint(7))
emit_error("randint_int64", mnp.randint, -5, 5, 6, dtype=ms.int64)
ms.set_seed(3)
emit("randn_seed3", mnp.randn(5))
