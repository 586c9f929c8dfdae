"""mint.randn / mint.rand take the size as ints or as one tuple/list (MindSpore 2.10's docstring examples write
``mint.randn((4, 3, 5, 6, 7), mindspore.float32)``): a tuple first is the size and what follows it is not read
(the samples stay float32).  Only shapes and dtypes are compared (the numbers are random)."""
import mindspore as ms
from _conf import emit_error

MODES = ("pynative",)


def sd(t):
    return t.shape, str(t.dtype)


emit_error("randn_tuple_dtype", lambda: sd(ms.mint.randn((2, 3), ms.float32)))
emit_error("randn_tuple_f16_ignored", lambda: sd(ms.mint.randn((4, 3, 5), ms.float16)))
emit_error("rand_tuple_f16_ignored", lambda: sd(ms.mint.rand((2, 3), ms.float16)))
emit_error("randn_ints", lambda: sd(ms.mint.randn(2, 3)))
emit_error("randn_list_kw_dtype", lambda: sd(ms.mint.randn([2, 3], dtype=ms.float16)))
emit_error("rand_tuple", lambda: sd(ms.mint.rand((5,))))
emit_error("adaptive_avg_pool3d_doc", lambda: sd(ms.nn.AdaptiveAvgPool3d((None, 4, 5))(
    ms.mint.randn((4, 1, 9, 10, 8), ms.float32))))
