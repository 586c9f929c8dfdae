"""``mindspore.dataset.core.validator_helpers``: the numeric bounds MindSpore's dataset validators use, which zoo code
imports (research/cv/tgcn's callback: ``from mindspore.dataset.core.validator_helpers import INT32_MAX``).  The
validators themselves live with the datasets and transforms that check their arguments."""

POS_INT_MIN = 1
UINT8_MAX = 255
UINT8_MIN = 0
UINT32_MAX = 4294967295
UINT32_MIN = 0
UINT64_MAX = 18446744073709551615
UINT64_MIN = 0
INT32_MAX = 2147483647
INT32_MIN = -2147483648
INT64_MAX = 9223372036854775807
INT64_MIN = -9223372036854775808
FLOAT_MAX_INTEGER = 16777216
FLOAT_MIN_INTEGER = -16777216
DOUBLE_MAX_INTEGER = 9007199254740992
DOUBLE_MIN_INTEGER = -9007199254740992
