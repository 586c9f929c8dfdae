"""``mindspore.mindrecord.common.exceptions`` (the classes live in ``msgraph.mindrecord.exceptions``)."""
from ..exceptions import *  # noqa: F401,F403
from ..exceptions import MindRecordException  # noqa: F401
