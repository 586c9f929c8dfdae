"""amp.all_finite over dtypes and special values; an empty tuple is MindSpore 2.10's AddN ValueError (msgraph had
returned None).  Found by adapting st mix_precision / train loss-scale tests (session 33, adapt33p)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, amp
from _conf import emit_error

for nm, v in (("fin", [1.0, 2.0]), ("inf", [1.0, np.inf]), ("nan", [np.nan, 1.0]), ("ninf", [-np.inf])):
    for dt in (np.float32, np.float16, np.float64):
        emit_error("%s_%s" % (nm, dt.__name__), amp.all_finite,
                   (Tensor(np.array(v, dt)), Tensor(np.ones(2, np.float32))))
emit_error("list", amp.all_finite, [Tensor(np.array([1.0, np.nan], np.float32))])
emit_error("empty", amp.all_finite, ())
emit_error("int", amp.all_finite, (Tensor(np.array([1, 2], np.int32)),))
