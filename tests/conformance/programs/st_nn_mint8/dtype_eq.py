"""A MindSpore dtype equals only a dtype: ``ms.float32 == np.float32``, ``== "float32"``, ``== np.dtype``,
``ms.bool_ == bool`` are False (and ``!=`` True), in either order; membership tests follow."""
import numpy as np
import mindspore as ms
from _conf import emit

others = [("np_type", np.float32), ("str", "float32"), ("np_dtype", np.dtype("float32")), ("none", None),
          ("int", 1)]
for name, o in others:
    emit(f"eq_{name}", [ms.float32 == o, o == ms.float32, ms.float32 != o, o != ms.float32])
emit("eq_bool_type", [ms.bool_ == bool, ms.bool_ == np.bool_, ms.int64 == int])
emit("eq_dtype", [ms.float32 == ms.float32, ms.float32 != ms.float16, ms.float32 == ms.float16])
emit("membership", [ms.float32 in [np.float32], ms.float32 in (ms.int32, ms.float32), np.float32 in [ms.float32]])
emit("dict_lookup", {ms.float32: 1}.get(np.float32, "missing"))
emit("tensor_dtype", [ms.Tensor(np.ones(2, np.float32)).dtype == ms.float32,
                      ms.Tensor(np.ones(2, np.float32)).dtype == np.float32])
