"""mindspore.common.np_dtype.bfloat16 (imported by tests/st/ops/ascend/test_internal_ops/*.py, which parametrize
over [np.float32, np.float16, bfloat16]): the name, its comparisons with numpy types."""
import numpy as np
from mindspore.common.np_dtype import bfloat16
from _conf import emit

emit("name", bfloat16.__name__)
emit("compare", [np.float32 != bfloat16, np.float16 == bfloat16, bfloat16 == bfloat16])
