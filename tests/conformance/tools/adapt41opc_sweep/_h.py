"""The adapt41opc variant scripts' harness (`from _h import case`): tools/_toolkit.py's case_call, the mode from
$MODE (default graph); an exception's message is shown from its first line that is not a rule of dashes or a
heading (MindSpore's "Kernel select failed" errors start with those), so that `cmp.py --skip-ms` can find
"Unsupported op" / "unregistered" (kernels MindSpore's CPU build lacks)."""
import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from _toolkit import case_call, mode_from_env, show  # noqa: E402,F401

mode_from_env()


def case(label, fn):
    def run():
        try:
            return fn()
        except Exception as e:  # noqa: BLE001
            lines = [ln.strip() for ln in str(e).splitlines()]
            lines = [ln for ln in lines if ln and set(ln) != {"-"} and not ln.startswith("- ")]
            if lines and lines[0] != str(e).strip().splitlines()[0].strip():
                try:
                    new = type(e)(lines[0])
                except Exception:  # noqa: BLE001
                    raise e
                raise new from None
            raise
    case_call(label, run)
