"""msgraph.compat: ``import mindspore.x`` hands out msgraph.x without changing msgraph.x itself."""
import subprocess
import sys
import textwrap


def test_an_aliased_import_keeps_the_msgraph_module_spec():
    # the import system sets __spec__ on the module a loader returns: the alias must put msgraph's back, or
    # every relative import inside that module warns "__package__ != __spec__.parent" (an error under -W error)
    code = textwrap.dedent("""
        import warnings
        import msgraph
        from msgraph import compat
        compat.install()
        import mindspore.context
        import mindspore.dataset.transforms
        import msgraph.context, msgraph.dataset.transforms
        assert mindspore.context is msgraph.context
        for m in (msgraph, msgraph.context, msgraph.dataset.transforms):
            assert m.__spec__.name == m.__name__, (m.__name__, m.__spec__.name)
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            msgraph.context.get_context("mode")
        compat.uninstall()
        print("ok")
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stderr[-3000:]
