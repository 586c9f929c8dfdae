"""``mindspore.mindrecord`` for msgraph: ``FileWriter`` and ``FileReader`` for MindRecord files in
MindSpore's own on-disk format (files written here are read by MindSpore, and the other way round);
``msgraph.dataset.MindDataset`` reads them into a pipeline.  See ``_format`` for the layout."""
from . import config  # noqa: F401
from .config import set_dec_mode, set_enc_key, set_enc_mode  # noqa: F401
from .exceptions import *  # noqa: F401,F403
from .exceptions import __all__ as _exc_all
from .filereader import FileReader  # noqa: F401
from .filewriter import FileWriter  # noqa: F401
from .mindpage import MindPage  # noqa: F401

SUCCESS = 0
FAILED = 1

__all__ = ["FileWriter", "FileReader", "MindPage", "set_enc_key", "set_enc_mode", "set_dec_mode", "SUCCESS", "FAILED"] + list(_exc_all)
